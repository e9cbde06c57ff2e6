import MVVMKit

/// "A tree of models": the session at the root, the talk's models under it.
func aTreeOfModels() {
    print(AppTree().session.treeDescription)
}

/// The models of the talk's example app.
final class MainFlow: Model {}
final class OrdersModel: Model {}
final class OrderDetailsModel: Model {}
final class SearchModel: Model {}
final class FiltersModel: Model {}
final class SignUpModel: Model {}
final class EmailFieldModel: Model {}

/// The tree of the talk's examples, in an open session. The tree keeps its models; this only
/// names them, weakly, for the sections to reach.
struct AppTree {
    let session: Session
    private(set) weak var mainFlow: MainFlow!
    private(set) weak var orders: OrdersModel!
    private(set) weak var details: OrderDetailsModel!
    private(set) weak var search: SearchModel!
    private(set) weak var filters: FiltersModel!
    private(set) weak var signUp: SignUpModel!
    private(set) weak var email: EmailFieldModel!

    init() {
        session = Session()
        session.open()
        let mainFlow = MainFlow(parent: session)
        let orders = OrdersModel(parent: mainFlow)
        let details = OrderDetailsModel(parent: orders)
        let search = SearchModel(parent: mainFlow)
        let filters = FiltersModel(parent: search)
        let signUp = SignUpModel(parent: session)
        let email = EmailFieldModel(parent: signUp)
        (self.mainFlow, self.orders, self.details) = (mainFlow, orders, details)
        (self.search, self.filters, self.signUp, self.email) = (search, filters, signUp, email)
    }
}
