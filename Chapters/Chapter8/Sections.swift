import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

func growingTheTree(_ tree: AppTree) {
    section("A tree of models")
    print(tree.session.treeDescription)
}

func servicesFromTheRoot(_ tree: AppTree, container: Container) {
    section("Services from the root")
    container.onResolve = { print("       \($0)") }
    print("OrderDetailsModel, two levels below the session, asks its tree for OrdersProvider:")
    let provider: OrdersProvider = tree.details.service()
    print("It got the session's provider, with \(provider.orderCount()) orders.")
    container.onResolve = nil
}

func bubblesGoUp(_ tree: AppTree) {
    section("Bubbles go up")
    tree.mainFlow.onBubble(OpenSideMenu.self) { _ in print("  (MainFlow opens the side menu)") }
    print("FiltersModel, deep in search, sends OpenSideMenu:")
    tree.filters.bubble(OpenSideMenu())
}

func errorsGoUp(_ tree: AppTree) {
    section("Errors go up to whoever catches them")
    tree.signUp.onError(ValidationError.self) { _ in
        print("  (SignUpModel highlights the invalid fields)")
    }
    tree.search.onError(NoResults.self) { _ in print("  (SearchModel shows an alert)") }
    tree.mainFlow.onError(SubscriptionExpired.self) { _ in print("  (MainFlow shows the purchases)")
    }
    tree.session.onError(BadToken.self) { _ in
        print("  (Session closes: every model under it goes)")
        for child in tree.session.children {
            child.removeFromParent()
        }
    }
    print("EmailFieldModel finds the address invalid:")
    tree.email.raise(ValidationError())
    print("FiltersModel finds nothing:")
    tree.filters.raise(NoResults())
    print("FiltersModel learns the subscription expired:")
    tree.filters.raise(SubscriptionExpired())
    print("OrderDetailsModel is told its token is bad:")
    tree.details.raise(BadToken())
    print(tree.session.treeDescription)
}

func globalEventsGoDown(container: Container) -> AppTree {
    section("Global events go down")
    let tree = AppTree(container: container)
    var model: [Model] = [tree.session]
    while let current = model.popLast() {
        current.onGlobal(LanguageChanged.self) { event in
            print("  \(current.name) now speaks \(event.language)")
        }
        model += current.children.reversed()
    }
    print("The session is new, and the language changes:")
    tree.orders.broadcast(LanguageChanged(language: "French"))
    return tree
}

/// The talk's example of signals against delegates: the station does not know who listens.
final class ISS: Model {
    let problemSignal = Event<String>()

    func somethingBreaks() {
        problemSignal.raise("ISS")
    }
}

final class Houston: Model {}

func signalsNotDelegates(_ tree: AppTree) {
    section("Signals, not delegates")
    let houston = Houston(parent: tree.mainFlow)
    let iss = ISS(parent: houston)
    iss.problemSignal.subscribe(houston) { _, station in print("\(station)'s got a problem") }
    iss.somethingBreaks()
    houston.removeFromParent()
}

/// A screen for a model: it holds the model's place in the tree, and nothing else.
final class OrderDetailsScreen: UIViewController {
    private let link: ScreenLink

    init(model: Model) {
        link = ScreenLink(model)
        super.init(nibName: nil, bundle: nil)
        title = model.name
    }

    required init?(coder: NSCoder) {
        fatalError("OrderDetailsScreen is built for its model.")
    }
}

func aScreenPerModel(_ tree: AppTree, in window: UIWindow) {
    section("A screen per model")
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    navigation.pushViewController(OrderDetailsScreen(model: tree.details), animated: true)
    print(tree.session.treeDescription)
    print("The user goes back; the screen is gone, and its model leaves the tree:")
    navigation.popViewController(animated: true)
    print(tree.session.treeDescription)
}
