import TestSupport
import Testing

@testable import Chapter3
@testable import ChapterRunner
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter3Claims {
    @Suite("7. One place sees all navigation")
    struct OnePlaceForNavigationTests {
        @Test(
            "A router that logs every request still presents and dismisses like the one it replaces"
        )
        func loggingRouterStillNavigates() async throws {
            let container = chapterContainer()
            container.replace(PresenterService.self, with: LoggingPresenter.self)
            let list = OrdersVC()
            list.viewModel = container.resolve() as OrdersVM
            let presenter: PresenterService = container.resolve()
            #expect(presenter is LoggingPresenter)
            await onScreen(list) { _ in
                tapRow(2, on: list)
                #expect(presenter.topViewController is OrderDetailsVC)
                presenter.dismiss()
                #expect(presenter.topViewController === list)
            }
        }
    }
}
