import MVVMKit
import Testing

@testable import Chapter2

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
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run { CounterView().anyViewModel = "not a view model" }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("CounterView takes a view model of type CounterVM, not String"),
            "\(message)")
    }
}
