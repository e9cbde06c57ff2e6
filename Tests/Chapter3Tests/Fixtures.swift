import Foundation
import TestSupport
import Testing

@testable import Chapter3
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

// Small types of the tests' own.

final class Service: ISingleton {
    init(container: any IContainer, args: Void) {}
}

/// A service built anew for each screen, unlike the singleton `Service`.
final class Formatter: IPerRequest {
    init(container: any IContainer, args: Void) {}
}

final class DetailsVM: IPerRequest {
    let service: Service
    let formatter: Formatter
    let text: String

    init(container: any IContainer, args: String) {
        service = container.resolve()
        formatter = container.resolve()
        text = args
    }
}

final class DetailsVC: UIViewController, IHaveViewModel {
    typealias ViewModel = DetailsVM
}

/// The container for tests of the chapter's screens: its provider answers at once.
func chapterContainer() -> ContainerMock {
    let container = ContainerMock()
    container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
    return container
}

/// The container the router tests resolve from. Like an app's, it lives as long as the
/// process, so the routers it builds never outlive it.
enum TestApp {
    static let container = Container()
}
