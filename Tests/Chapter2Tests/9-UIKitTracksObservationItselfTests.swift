import ChapterRunner
import TestSupport
import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    /// Apple: "Updating views automatically with observation tracking in UIKit" and
    /// `UIView.updateProperties()`.
    @Suite("9. UIKit tracks Observation itself")
    struct UIKitTracksObservationTests {
        /// The section's screen on `system`, once the orders arrived: its title and rows.
        private static func shown(on system: PlayedSystem) async -> (title: String?, rows: Int) {
            let provider = OrdersProvider()
            let screen = TrackedByUIKit.OrdersVC(
                model: TrackedByUIKit.OrdersModel(ordersProvider: provider))
            await onScreen { window in
                await PlayedSystem.playing(system) {
                    window.rootViewController = screen
                    await provider.answered()
                    await waitForTheUpdatePass()
                }
            }
            return (screen.title, screen.tableView.numberOfRows(inSection: 0))
        }

        @Test(
            "On iOS 26, a screen that reads its model in updateProperties() stays current, with no event"
        )
        func iOS26() async {
            let shown = await Self.shown(on: .iOS26)
            #expect(shown.title == "100 orders")
            #expect(shown.rows == 100)
        }

        @Test("On iOS 18 and 17 nothing calls updateProperties(): the same screen stays empty")
        func olderSystems() async {
            for system in [PlayedSystem.iOS18, .iOS17] {
                let shown = await Self.shown(on: system)
                #expect(shown.title == nil, "\(system)")
                #expect(shown.rows == 0, "\(system)")
            }
        }

        /// The section's screen with its reads in `viewWillLayoutSubviews()`, as an app that
        /// deploys to iOS 18 writes it.
        final class LaidOutOrdersVC: OrdersTableVC {
            let model: TrackedByUIKit.OrdersModel

            init(model: TrackedByUIKit.OrdersModel) {
                self.model = model
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override var orders: [OrderVM] { model.orders }

            override func viewDidLoad() {
                super.viewDidLoad()
                model.loadOrders()
            }

            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                title = "\(model.orders.count) orders"
                tableView.reloadData()
            }
        }

        @Test(
            "On iOS 18 with UIObservationTrackingEnabled, a read in viewWillLayoutSubviews() is tracked"
        )
        func iOS18Layout() async {
            for (system, rows) in [(PlayedSystem.iOS18, 100), (.iOS18WithoutKey, 0), (.iOS17, 0)] {
                let provider = OrdersProvider()
                let screen = LaidOutOrdersVC(
                    model: TrackedByUIKit.OrdersModel(ordersProvider: provider))
                await onScreen { window in
                    await PlayedSystem.playing(system) {
                        window.rootViewController = screen
                        await provider.answered()
                        await waitForTheUpdatePass()
                    }
                }
                #expect(screen.tableView.numberOfRows(inSection: 0) == rows, "\(system)")
            }
        }
    }
}
