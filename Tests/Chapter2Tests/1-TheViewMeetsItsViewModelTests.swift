import MVVMKit
import TestSupport
import Testing

@testable import Chapter2

extension Chapter2Claims {
    @Suite("1. The view meets its view model")
    struct ViewMeetsViewModelTests {
        @Test("A view gets viewModelChanged when its view model is set")
        func viewModelChangedOnSet() {
            let view = CounterView()
            let viewModel = CounterVM()
            viewModel.count = 7
            view.viewModel = viewModel
            #expect(view.seen == [7])
            #expect(view.viewModel === viewModel)
        }

        @Test("A cell known only as IHaveAnyViewModel takes its view model as Any")
        func shadowTypeErasure() {
            let cell: UITableViewCell = OrderCell(style: .default, reuseIdentifier: "order")
            (cell as? IHaveAnyViewModel)?.anyViewModel = OrderVM(order: Order(name: "Order", id: 7))
            let content = cell.contentConfiguration as? UIListContentConfiguration
            #expect(content?.text == "Order #7")
        }

        @Test("Each view keeps its own view model")
        func eachViewKeepsItsOwn() {
            let views = (0..<10).map { _ in CounterView() }
            let viewModels = (0..<10).map { _ in CounterVM() }
            for (view, viewModel) in zip(views, viewModels) {
                view.viewModel = viewModel
            }
            for (view, viewModel) in zip(views, viewModels) {
                #expect(view.viewModel === viewModel)
            }
        }

        @Test("A view handed a view model of the wrong type stops, naming both types")
        func wrongViewModelTypeStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { CounterView().anyViewModel = "not a view model" }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("CounterView takes a view model of type CounterVM, not String"),
                "\(message)")
        }

        @Test("The article's first cell takes a typed view model and draws it in didSet")
        func firstCellDrawsInDidSet() {
            let cell = FirstCells.DidSetOrderCell()
            cell.viewModel = OrderVM(order: Order(name: "Order", id: 3))
            let content = cell.contentConfiguration as? UIListContentConfiguration
            #expect(content?.text == "Order #3")
        }

        @Test(
            "Its second cell writes anyViewModel and viewModel by hand, and takes a view model as Any"
        )
        func secondCellTakesAny() {
            let cell: UITableViewCell = FirstCells.HandWrittenOrderCell()
            (cell as? IHaveAnyViewModel)?.anyViewModel = OrderVM(order: Order(name: "Order", id: 4))
            let content = cell.contentConfiguration as? UIListContentConfiguration
            #expect(content?.text == "Order #4")
        }

        @Test(
            "An extension cannot store a property: why the article reaches for associated objects")
        func extensionsCannotStore() async throws {
            let result = try await typecheck(
                """
                import MVVMKit
                extension IHaveViewModel {
                    var storedViewModel: Any?
                }
                """)
            #expect(result.status != 0)
            #expect(
                result.stderr.contains("extensions must not contain stored properties"),
                "\(result.stderr)")
        }

        @Test("Today a cell can be cast to any IHaveViewModel, and its view model read as Any")
        func castToTheTypedProtocolCompiles() async throws {
            let result = try await typecheck(
                Self.cellTypes(binding: "let") + "_ = typed.viewModel\n}\n}\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }

        @Test("But no view model can be set through that cast: what IHaveAnyViewModel is for")
        func assignmentThroughTheTypedProtocolDoesNotCompile() async throws {
            let result = try await typecheck(
                Self.cellTypes(binding: "var") + "typed.viewModel = OrderVM()\n}\n}\n")
            #expect(result.status != 0)
            #expect(
                result.stderr.contains("cannot assign to property: 'typed' is immutable"),
                "\(result.stderr)")
        }

        /// A cell and a data source's hands on it, up to the line each test adds.
        static func cellTypes(binding: String) -> String {
            """
            import MVVMKit
            final class OrderVM {}
            final class OrderCell: IHaveViewModel {
                typealias ViewModel = OrderVM
            }
            @MainActor func configure(_ cell: AnyObject) {
                if \(binding) typed = cell as? any IHaveViewModel {

            """
        }
    }
}
