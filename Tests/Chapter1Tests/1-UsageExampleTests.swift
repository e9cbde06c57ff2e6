import Foundation
import MVVMKit
import Testing

@testable import Chapter1

extension Chapter1Claims {
    @Suite("1. Usage example: resolving from the container")
    struct UsageExampleTests {
        @Test("A singleton is built once, then served from the cache")
        func singletonIsCached() {
            let container = Container()
            let steps = recordingResolutions(of: container)
            let first: Engine = container.resolve()
            let second: Engine = container.resolve()
            #expect(first === second)
            #expect(
                steps() == [
                    "Engine (singleton): built", "Engine (singleton): served from the cache",
                ])
        }

        @Test("A per-request type is built anew on every resolve")
        func perRequestIsNew() {
            let container = Container()
            let first: Car = container.resolve(args: "red")
            let second: Car = container.resolve(args: "red")
            #expect(first !== second)
        }

        @Test("Arguments reach the initializer")
        func argumentsReachTheInitializer() {
            let container = Container()
            let car: Car = container.resolve(args: "red")
            #expect(car.color == "red")
        }

        @Test("Dependencies resolve recursively, with nothing registered")
        func dependenciesResolveRecursively() {
            let container = Container()
            let steps = recordingResolutions(of: container)
            let garage: Garage = container.resolve()
            #expect(garage.first.engine === garage.second.engine)
            #expect(
                steps() == [
                    "Garage (perRequest): built",
                    "  Car (perRequest): built",
                    "    Engine (singleton): built",
                    "  Car (perRequest): built",
                    "    Engine (singleton): served from the cache",
                ])
        }

        @Test("The chapter's OrdersVM gets the one OrdersProvider from the container")
        func ordersVMUsesTheSingletonProvider() {
            let container = Container()
            let steps = recordingResolutions(of: container)
            let _: OrdersVM = container.resolve(
                args: .init(customerId: 42, date: ArticleDates.example))
            let _: OrdersVM = container.resolve(
                args: .init(customerId: 7, date: ArticleDates.example))
            #expect(
                steps() == [
                    "OrdersVM (perRequest): built",
                    "  OrdersProvider (singleton): built",
                    "OrdersVM (perRequest): built",
                    "  OrdersProvider (singleton): served from the cache",
                ])
        }
    }
}
