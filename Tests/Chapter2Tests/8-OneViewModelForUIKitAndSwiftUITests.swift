import ChapterRunner
import TestSupport
import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("8. One view model for UIKit and SwiftUI")
    struct SharedWithUIKitTests {
        @Test("One view model serves a UIKit and a SwiftUI screen: a rename shows on both")
        func sharedWithUIKit() async {
            let provider = OrdersProvider()
            let viewModel = InSwiftUI.OrdersVM(ordersProvider: provider)
            let uikit = SharedWithUIKit.SharedOrdersVC()
            uikit.viewModel = viewModel
            let swiftUI = UIHostingController(
                rootView: InSwiftUI.OrdersScreen(changes: InSwiftUI.Changes(of: viewModel)))
            _ = swiftUI.contentLines()
            await provider.answered()
            _ = swiftUI.tap("Rename order 1")
            #expect(swiftUI.contentLines().contains("Renamed #1"))
            #expect(uikit.screenLines().contains("Renamed #1"))
        }
    }
}
