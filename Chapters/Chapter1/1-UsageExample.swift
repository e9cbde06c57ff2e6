import MVVMKit

/// "Usage example": build a view model with its arguments and let it use its dependency.
func usageExample() {
    let container = Container()
    let viewModel: OrdersVM = container.resolve(
        args: .init(customerId: 42, date: ArticleDates.example))
    viewModel.loadOrders()
}
