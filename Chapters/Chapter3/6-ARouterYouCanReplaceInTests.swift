import MVVMKit

/// The router is a service like any other, so a test can replace it and check which screen
/// a view model asked for, with which arguments, without any screen at all.
func replaceableRouter() {
    let container = ContainerMock()
    container.replace(PresenterService.self, with: RecordingPresenter.self)
    container.replace(OrdersProvider.self, with: OrdersProviderMock.self)

    let viewModel: OrdersVM = container.resolve()
    viewModel.loadOrders()
    viewModel.showOrderDetails(forOrderIndex: 3)

    let presenter: PresenterService = container.resolve()
    let requests = (presenter as? RecordingPresenter)?.requests ?? []
    print("No window, no controllers. The recording router was asked to:")
    for request in requests {
        print("  \(request)")
    }
}
