import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Which screen a tap opens depends on the order, and the view model decides.
func whichScreenIsBusinessLogic(in window: UIWindow, from container: Container) async {
    let viewController = OrdersVC()
    viewController.viewModel = container.resolve() as CheckingOrdersVM
    let provider: OrdersProvider = container.resolve()
    await printScreen(.inABox) {
        window.rootViewController = viewController
        await provider.answered()
    }
    let presenter: PresenterService = container.resolve()
    let payments: PaymentsService = container.resolve()
    for row in 0...1 {
        let order = viewController.viewModel?.orders[row].order
        let paid = order.map(payments.isPaid) == true ? "paid" : "not paid"
        print("Order #\(order?.id ?? 0) is \(paid). A tap on its row opens:")
        tapRow(row, on: viewController)
        presenter.dismiss()
    }
}

/// Knows which orders are paid: in this app, every tenth one from #1 on is not.
final class PaymentsService: ISingleton {
    init(container: any IContainer, args: Void) {}

    func isPaid(_ order: Order) -> Bool {
        order.id % 10 != 1
    }
}

/// The screen that asks the user to pay for an order.
final class PaymentVM: IPerRequest {
    typealias Arguments = Order

    let title: String

    init(container: any IContainer, args: Order) {
        title = "Pay for \(args.name) #\(args.id)"
    }
}

final class PaymentVC: UIViewController, IHaveViewModel {
    typealias ViewModel = PaymentVM

    private lazy var titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
    }

    func viewModelChanged(_ viewModel: PaymentVM) {
        titleLabel.text = viewModel.title
    }
}

/// The list, with a rule about what a tap opens: an unpaid order opens the payment screen.
/// The rule is business logic, so it lives in the view model, next to the call to the router.
final class CheckingOrdersVM: OrdersVM {
    private let payments: PaymentsService
    private let presenterForPayments: PresenterService

    required init(container: any IContainer, args: Void) {
        payments = container.resolve()
        presenterForPayments = container.resolve()
        super.init(container: container, args: args)
    }

    override func showOrderDetails(forOrderIndex index: Int) {
        let order = orders[index].order
        if payments.isPaid(order) {
            super.showOrderDetails(forOrderIndex: index)
        } else {
            presenterForPayments.present(PaymentVC.self, args: order)
        }
    }
}
