import Testing

@testable import Chapter6
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("1. An overloaded view model")
    struct OverloadedTests {
        @Test("One view model calls the service, formats the result and opens the next screen")
        func oneTypeDoesItAll() async {
            let container = ContainerMock()
            container.replace(NavigationService.self, with: RecordingNavigation.self)
            let viewModel: OverloadedNewsListVM = container.resolve()
            await viewModel.load()
            #expect(viewModel.rows.first == "Swift 6 ships, 16 Sep 2024")
            viewModel.select(row: 0)
            viewModel.searchTapped()
            let navigation: NavigationService = container.resolve()
            #expect(
                (navigation as? RecordingNavigation)?.pushed
                    == ["OverloadedNewsItemVC", "OverloadedSearchVC"])
        }
    }
}
