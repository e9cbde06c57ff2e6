import TestSupport
import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("5. Watching one property")
    struct ObservableTests {
        @Test("$property fires on each set, with the new value")
        func firesOnEachSet() {
            let thermometer = Thermometer()
            let listener = Listener(name: "a")
            var heard: [Int] = []
            thermometer.$degrees.subscribe(listener) { _, degrees in heard.append(degrees) }
            thermometer.degrees = 21
            thermometer.degrees = 21
            thermometer.degrees += 1
            #expect(heard == [21, 21, 22])
        }

        @Test("A handler may read the property back while it is being set")
        func handlerReadsBack() {
            let thermometer = Thermometer()
            let listener = Listener(name: "a")
            var readBack: [Int] = []
            thermometer.$degrees.subscribe(listener) { _, _ in readBack.append(thermometer.degrees)
            }
            thermometer.degrees = 30
            #expect(readBack == [30])
        }

        @Test("The screen that watches $orders shows the orders once they are set")
        func screenWatchesOrders() async {
            let provider = OrdersProvider()
            let viewController = ObservingAProperty.OrdersVC()
            viewController.viewModel = ObservingAProperty.OrdersVM(ordersProvider: provider)
            #expect(viewController.screenLines().contains("(no rows)"))
            await provider.answered()
            #expect(viewController.screenLines().contains("Order #2"))
        }

        @Test("In a file that imports only the kit, @Observable is Observation's macro")
        func observableIsObservations() async throws {
            let result = try await typecheck(
                """
                import MVVMKit

                @Observable final class Settings {  // Observation's macro, re-exported
                    var name = ""
                }

                @MainActor func track(_ settings: Settings) {
                    withObservationTracking { _ = settings.name } onChange: {}
                }

                @MainActor final class OrdersVM {
                    @Watched var orders: [String] = []
                }

                @MainActor func watch(_ viewModel: OrdersVM) -> Event<[String]> {
                    viewModel.$orders
                }
                """)
            #expect(result.status == 0, "\(result.stderr)")
        }

        @Test(
            "The article's struct wrapper stops the program when a handler reads the property back")
        func articleStructWrapperTraps() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let thermometer = ArticleThermometer()
                    let listener = Listener(name: "table")
                    thermometer.$degrees.subscribe(listener) { _, _ in _ = thermometer.degrees }
                    thermometer.degrees = 30
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(message.contains("Simultaneous accesses"), "\(message)")
        }
    }
}
