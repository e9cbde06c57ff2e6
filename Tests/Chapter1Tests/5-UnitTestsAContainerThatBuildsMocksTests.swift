import Foundation
import MVVMKit
import TestSupport
import Testing

@testable import Chapter1

extension Chapter1Claims {
    @Suite("5. Unit tests: ContainerMock")
    struct ContainerMockTests {
        @Test("The mock container builds the substitute for a replaced type")
        func buildsTheSubstitute() {
            let container = ContainerMock()
            container.replace(Wheel.self, with: WheelMock.self)
            let wheel: Wheel = container.resolve(args: 17)
            #expect(wheel is WheelMock)
        }

        @Test("The mock container builds the real type for everything else")
        func buildsRealTypesOtherwise() {
            let container = ContainerMock()
            container.replace(Wheel.self, with: WheelMock.self)
            let car: Car = container.resolve(args: "red")
            #expect(type(of: car) == Car.self)
            #expect(type(of: car.engine) == Engine.self)
        }

        @Test("A replaced dependency deep in the graph is the substitute, cached in its scope")
        func substitutesInsideTheGraph() {
            let container = ContainerMock()
            container.replace(OrdersProvider.self, with: RecordingProvider.self)
            let first: OrdersVM = container.resolve(
                args: .init(customerId: 1, date: ArticleDates.example))
            let second: OrdersVM = container.resolve(
                args: .init(customerId: 2, date: ArticleDates.example))
            first.loadOrders()
            second.loadOrders()
            let provider: OrdersProvider = container.resolve()
            #expect((provider as? RecordingProvider)?.customers == [1, 2])
        }

        @Test("A dictionary of resolvable types compiles in today's Swift")
        func existentialDictionaryCompiles() async throws {
            let result = try await typecheck(
                CritiqueTests.types + """
                    let types: [ObjectIdentifier: any IResolvable.Type] = [
                        ObjectIdentifier(Provider.self): Provider.self
                    ]
                    """)
            #expect(result.status == 0, "\(result.stderr)")
        }

        @Test("Nothing can be built through such a dictionary: that is what AnyResolvable is for")
        func buildingThroughTheExistentialDoesNotCompile() async throws {
            let result = try await typecheck(
                CritiqueTests.types + """
                    @MainActor func build(_ type: any IResolvable.Type, args: Any) -> AnyObject {
                        type.init(container: container, args: args)
                    }
                    """)
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "member 'init' cannot be used on value of type 'any IResolvable.Type'"),
                "\(result.stderr)")
        }

        @Test("AnyResolvable builds the type it was made for, and nothing from other arguments")
        func anyResolvableBuildsItsType() {
            let wheel = AnyResolvable(resolvable: Wheel.self)
            let container = Container()
            #expect(wheel.resolve(container: container, args: 17) is Wheel)
            #expect(wheel.resolve(container: container, args: "seventeen") == nil)
        }
    }
}
