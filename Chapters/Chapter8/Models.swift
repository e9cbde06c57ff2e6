import MVVMKit

/// Orders from the server; a singleton of the session's container.
final class OrdersProvider: ISingleton {
    init(container: any IContainer, args: Void) {}

    func orderCount() -> Int {
        100
    }
}

/// "Open the side menu", from anywhere in the main flow.
struct OpenSideMenu: BubbleNotification {}

/// The app's language changed: every model hears it.
struct LanguageChanged: GlobalEvent {
    let language: String
}

struct ValidationError: Error {}
struct NoResults: Error {}
struct SubscriptionExpired: Error {}
struct BadToken: Error {}

/// The models of the chapter's app, each a plain `Model` with a name.
final class MainFlow: Model {}
final class OrdersModel: Model {}
final class OrderDetailsModel: Model {}
final class SearchModel: Model {}
final class FiltersModel: Model {}
final class SignUpModel: Model {}
final class EmailFieldModel: Model {}

/// The app's tree, as the chapter grows it.
struct AppTree {
    let session: Session
    let mainFlow: MainFlow
    let orders: OrdersModel
    let details: OrderDetailsModel
    let search: SearchModel
    let filters: FiltersModel
    let signUp: SignUpModel
    let email: EmailFieldModel

    init(container: Container) {
        session = Session(container: container)
        mainFlow = MainFlow(parent: session)
        orders = OrdersModel(parent: mainFlow)
        details = OrderDetailsModel(parent: orders)
        search = SearchModel(parent: mainFlow)
        filters = FiltersModel(parent: search)
        signUp = SignUpModel(parent: session)
        email = EmailFieldModel(parent: signUp)
    }
}
