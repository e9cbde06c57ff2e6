import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "Who owns a model": a view that makes its model keeps it in `@State`, and a redraw of its
/// parent keeps it too; a model made in a plain property is made again with the view.
enum WhoOwnsAModel {
    /// A tab whose badge is its own state: each bump runs its body again, which builds the
    /// views inside it anew.
    struct OrdersTab: View {
        @State private var badge = 0
        let kept: OrdersProvider
        let remade: OrdersProvider

        var body: some View {
            VStack {
                Text("Badge: \(badge)")
                KeepsItsModel(provider: kept)
                RemakesItsModel(provider: remade)
                Button("Bump the badge") { badge += 1 }
            }
        }
    }

    /// Makes its model and keeps it in `@State`: SwiftUI keeps the first one made, and drops
    /// the ones later redraws make.
    struct KeepsItsModel: View {
        @State private var model: InSwiftUI.OrdersModel

        init(provider: OrdersProvider) {
            _model = State(initialValue: InSwiftUI.OrdersModel(ordersProvider: provider))
        }

        var body: some View {
            OrdersCount(title: "Kept in @State", model: model)
                .task { await model.load() }
        }
    }

    /// The trap: a model in a plain property is made again each time the parent redraws, and
    /// the new one has loaded nothing; the task, which SwiftUI keeps, loaded the first.
    struct RemakesItsModel: View {
        let model: InSwiftUI.OrdersModel

        init(provider: OrdersProvider) {
            model = InSwiftUI.OrdersModel(ordersProvider: provider)
        }

        var body: some View {
            OrdersCount(title: "Made in a let", model: model)
                .task { await model.load() }
        }
    }

    /// Handed its model, so it takes it as a plain `let`: Observation tells it what it read.
    struct OrdersCount: View {
        let title: String
        let model: InSwiftUI.OrdersModel

        var body: some View {
            Text("\(title): \(model.orders.count) orders")
        }
    }

    static func run(in window: UIWindow) async {
        let (kept, remade) = (OrdersProvider(), OrdersProvider())
        let screen = UIHostingController(rootView: OrdersTab(kept: kept, remade: remade))
        await printScreen(.inABox) {
            window.rootViewController = screen
            await kept.answered()
            await remade.answered()
        }
        _ = bodiesEvaluated(on: screen)
        tapButton("Bump the badge", on: screen)
        print("Bodies evaluated for the bump: \(bodiesEvaluated(on: screen))")
    }
}
