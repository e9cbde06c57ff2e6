import MVVMKit

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

        func resolve<T: ISingleton>() -> T {
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
