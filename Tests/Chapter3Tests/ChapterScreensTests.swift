import Testing

@testable import Chapter3
@testable import MVVMKit

@Suite("4. The chapter's screens and why a router")
struct ChapterScreensTests {
    @Test("A tap on a row presents that order's details, with its dependencies resolved")
    func tapPresentsDetails() {
        let container = chapterContainer()
        let list = OrdersVC()
        list.viewModel = container.resolve() as OrdersVM
        showing(list) {
            tapRow(3, on: list)
            let details = list.presentedViewController as? OrderDetailsVC
            #expect(details?.viewModel?.title == "Details of Order #3")
        }
    }

    @Test("In a navigation app, the same tap pushes the details")
    func tapPushesDetails() {
        let container = chapterContainer()
        let list = OrdersVC()
        list.viewModel = container.resolve() as PushingOrdersVM
        let navigation = UINavigationController(rootViewController: list)
        showing(navigation) {
            tapRow(5, on: list)
            let details = navigation.topViewController as? OrderDetailsVC
            #expect(details?.viewModel?.title == "Details of Order #5")
        }
    }

    @Test("The view model opens an order asked for before the orders arrived, once they do")
    func opensAfterAsynchronousResult() async {
        OrdersProvider.delay = .zero
        let container = ContainerMock()  // the real provider, answering with no delay
        container.replace(PresenterService.self, with: RecordingPresenter.self)
        let presenter = container.resolve() as PresenterService as! RecordingPresenter
        let viewModel: OrdersVM = container.resolve()
        viewModel.showOrderDetails(forOrderId: 42)
        #expect(presenter.requests.isEmpty)
        viewModel.loadOrders()
        let provider: OrdersProvider = container.resolve()
        await provider.answered()
        #expect(
            presenter.requests == [#"present OrderDetailsVC with Order(name: "Order", id: 42)"#])
    }

    @Test("A recording router sees which screen a view model asked for, with which arguments")
    func mockRouterRecords() {
        let container = chapterContainer()
        container.replace(PresenterService.self, with: RecordingPresenter.self)
        let viewModel: OrdersVM = container.resolve()
        viewModel.loadOrders()
        viewModel.showOrderDetails(forOrderIndex: 7)
        let presenter = container.resolve() as PresenterService as? RecordingPresenter
        #expect(
            presenter?.requests == [#"present OrderDetailsVC with Order(name: "Order", id: 7)"#])
    }
}
