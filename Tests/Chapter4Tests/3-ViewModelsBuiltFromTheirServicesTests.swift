import TestSupport
import Testing

@testable import Chapter4
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("3. View models built from their services")
    struct FromServicesTests {
        @Test("instantiate(withServices:) builds the view model from the services it is given")
        func viewModelBuiltFromServices() {
            let service = RecordingService()
            _ = FromServices.MyViewController.instantiate(withServices: service)
            #expect(service.calls == 1)
        }

        @Test(
            "The controller's type fixes its view model's: a stub changes the services, not the view model"
        )
        func controllerFixesItsViewModel() async throws {
            let stubbed = FromServices.MyViewController.instantiate(
                withServices: FromServices.StubService())
            #expect(type(of: stubbed.viewModel!) == FromServices.MyViewModel.self)
            let result = try await typecheck(
                """
                import MVVMKit
                struct MyViewModel: ViewModelWithServices { init(withServices services: Int) {} }
                struct PreviewViewModel: ViewModelWithServices {
                    init(withServices services: Int) {}
                }
                final class MyViewController: UIViewController, Instantiable, ViewModelBased {
                    typealias ViewModelType = MyViewModel
                }
                @MainActor func preview() -> MyViewController {
                    MyViewController.instantiate(with: PreviewViewModel(withServices: 0))
                }
                """)
            #expect(
                result.stderr.contains(
                    "cannot convert value of type 'PreviewViewModel' to expected argument type "
                        + "'MyViewController.ViewModelType' (aka 'MyViewModel')"
                ),
                "\(result.stderr)")
        }
    }
}
