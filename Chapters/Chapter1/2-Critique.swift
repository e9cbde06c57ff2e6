import Foundation
import MVVMKit

/// "Critique": what the container costs in design, and what it gives back.
func critique() {
    let container = Container()
    container.onResolve = { print("       \($0)") }

    print("Con: a service locator. OrdersVM.init(container:args:) hides that it needs an")
    print("     OrdersProvider; only watching the container shows it:")
    let _: OrdersVM = container.resolve(args: .init(customerId: 42, date: ArticleDates.example))

    print("Con: OrdersVM names the concrete OrdersProvider, so replacing it takes a second")
    print("     initializer or ContainerMock (both below).")

    print("Pro: nothing was registered. A second OrdersVM, from the same container:")
    let viewModel: OrdersVM = container.resolve(
        args: .init(customerId: 42, date: ArticleDates.example))

    print("Pro: resolve gave an \(type(of: viewModel)), not an optional, and cannot throw.")
    print("Pro: asking for a type that is not resolvable, or passing wrong arguments, does")
    print("     not compile (Chapter1Tests compiles both to prove it).")
}

/// The provider's face for tests: what the view model needs, without the concrete class.
protocol IOrdersProvider {
    func loadOrders(for customerId: Int, date: Date)
}

extension OrdersProvider: IOrdersProvider {}

/// The two shapes the critique compares, written out so that they compile: what a DI container
/// would hand a view model, and what a service locator lets it fetch. The chapter does not run
/// them; the page quotes them.
enum CritiqueSketches {
    /// With a DI container proper: the dependency is in the signature, behind a protocol.
    final class InjectedOrdersVM {
        private let ordersProvider: any IOrdersProvider

        init(ordersProvider: any IOrdersProvider) {
            self.ordersProvider = ordersProvider
        }
    }

    /// A service locator: a global that anything may reach into.
    final class ServiceLocator {
        static let shared = ServiceLocator()
        private let container = Container()

        func resolve<T: IResolvable>() -> T where T.Arguments == Void {
            container.resolve()
        }
    }

    /// With a service locator: nothing in the signature says what it needs.
    final class LocatedOrdersVM {
        private let ordersProvider: any IOrdersProvider

        init() {
            ordersProvider = ServiceLocator.shared.resolve() as OrdersProvider
        }
    }
}
