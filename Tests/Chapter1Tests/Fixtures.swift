import Foundation
import MVVMKit

@testable import Chapter1

// Small types of the tests' own, so each claim is checked apart from the chapter's story.

class Engine: ISingleton {
    required init(container: any IContainer, args: Void) {}
}

final class EngineMock: Engine {}

final class Car: IPerRequest {
    let engine: Engine
    let color: String

    init(container: any IContainer, args: String) {
        engine = container.resolve()
        color = args
    }
}

final class Garage: IPerRequest {
    let first: Car
    let second: Car

    init(container: any IContainer, args: Void) {
        first = container.resolve(args: "red")
        second = container.resolve(args: "blue")
    }
}

class Wheel: IPerRequest {
    required init(container: any IContainer, args: Int) {}
}

final class WheelMock: Wheel {}

final class Tyre: IPerRequest {
    init(container: any IContainer, args: Int) {}
}

final class Dashboard: IPerRequest {
    @Resolvable var engine: Engine

    init(container: any IContainer, args: Void) {}
}

/// Records every step `Container.onResolve` reports, as the chapter prints them.
func recordingResolutions(of container: Container) -> () -> [String] {
    var steps: [String] = []
    container.onResolve = { steps.append("\($0)") }
    return { steps }
}

/// A provider that remembers whom it loaded orders for, instead of printing.
final class RecordingProvider: OrdersProvider {
    private(set) var customers: [Int] = []

    override func loadOrders(for customerId: Int, date: Date) {
        customers.append(customerId)
    }
}

// Types whose misuse stops the program. Each is used only inside an exit test's child.

final class Chicken: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as Egg }
}

final class Egg: ISingleton {
    init(container: any IContainer, args: Void) { _ = container.resolve() as Nest }
}

final class Nest: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as Chicken }
}

final class Ouroboros: ISingleton {
    init(container: any IContainer, args: Void) { _ = container.resolve() as Ouroboros }
}
