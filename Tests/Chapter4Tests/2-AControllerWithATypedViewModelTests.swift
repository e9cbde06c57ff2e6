import TestSupport
import Testing

@testable import Chapter4
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("2. A controller with a typed view model")
    struct TypedViewModelTests {
        @Test("instantiate(with:) builds the controller and gives it its view model")
        func instantiateWithAViewModel() {
            let viewController = TypedViewModel.MyViewController.instantiate(
                with: TypedViewModel.MyViewModel(title: "Mine"))
            #expect(viewController.viewModel.title == "Mine")
        }

        @Test("The article's controller, with var viewModel: MyViewModel!, conforms as it is")
        func articleControllerConforms() async throws {
            let result = try await typecheck(
                """
                import MVVMKit
                struct MyViewModel {}
                final class MyViewController: UIViewController, Instantiable, ViewModelBased {
                    var viewModel: MyViewModel!
                }
                @MainActor func build() -> MyViewController {
                    MyViewController.instantiate(with: MyViewModel())
                }
                """, warningsAsErrors: true)
            #expect(result.status == 0, "\(result.stderr)")
        }

        @Test("Under the article's own protocol, that same controller does not conform")
        func articleProtocolRejectsItsOwnController() async throws {
            let result = try await typecheck(
                """
                import MVVMKit
                struct MyViewModel {}
                protocol ArticleViewModelBased: AnyObject {
                    associatedtype ViewModel
                    var viewModel: ViewModel { get set }
                }
                final class MyViewController: UIViewController, ArticleViewModelBased {
                    var viewModel: MyViewModel!
                }
                """)
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "type 'MyViewController' does not conform to protocol 'ArticleViewModelBased'"),
                "\(result.stderr)")
        }

        @Test("Under the article's protocol an optional conforms; implicitly unwrapped does not")
        func optionalConformsUnwrappedDoesNot() async throws {
            let protocolAndModel = """
                struct MyViewModel {}
                protocol ArticleViewModelBased: AnyObject {
                    associatedtype ViewModel
                    var viewModel: ViewModel { get set }
                }

                """
            let optional = try await typecheck(
                protocolAndModel + """
                    final class OptionalController: ArticleViewModelBased {
                        var viewModel: MyViewModel?
                    }
                    """, warningsAsErrors: true)
            #expect(optional.status == 0, "\(optional.stderr)")
            let unwrapped = try await typecheck(
                protocolAndModel + """
                    final class UnwrappedController: ArticleViewModelBased {
                        typealias ViewModel = MyViewModel?
                        var viewModel: MyViewModel!
                    }
                    """)
            #expect(
                unwrapped.stderr.contains(
                    "type 'UnwrappedController' does not conform to protocol "
                        + "'ArticleViewModelBased'"
                ),
                "\(unwrapped.stderr)")
        }

        @Test(
            "The article's third form, the same controller under a ViewModel-typed protocol, does not conform either"
        )
        func thirdFormRejected() async throws {
            // Optional, it fails too, for another reason: an optional is not a ViewModel.
            let optional = try await typecheck(
                Self.thirdForm(declaring: "var viewModel: MyViewModel?"))
            #expect(
                optional.stderr.contains(
                    "candidate would match and infer 'ViewModelType' = 'MyViewModel?' if "
                        + "'MyViewModel?' conformed to 'ArticleViewModel'"),
                "\(optional.stderr)")
            let result = try await typecheck(
                Self.thirdForm(declaring: "var viewModel: MyViewModel!"))
            #expect(
                result.stderr.contains(
                    "type 'MyViewController' does not conform to protocol 'ArticleViewModelBased'"),
                "\(result.stderr)")
        }

        /// The article's third form, with the controller's property declared as `property`.
        private static func thirdForm(declaring property: String) -> String {
            """
            protocol ArticleViewModel {
                associatedtype Services
                init(withServices services: Services)
            }
            protocol ArticleViewModelBased: AnyObject {
                associatedtype ViewModelType: ArticleViewModel
                var viewModel: ViewModelType { get set }
            }
            struct MyViewModel: ArticleViewModel {
                init(withServices services: Int) {}
            }
            final class MyViewController: ArticleViewModelBased {
                \(property)
            }
            """
        }

        @Test("Swift infers the controller's view model type from its property: no typealias")
        func viewModelTypeIsInferred() {
            #expect(
                TypedViewModel.MyViewController.ViewModelType.self
                    == TypedViewModel.MyViewModel.self)
        }

        @Test("A view model read before it was set stops, naming the controller and what to call")
        func unsetViewModelStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { _ = FromServices.MyViewController.instantiate().viewModel }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "MyViewController.viewModel was read before it was set",
                        "instantiate(with:) or instantiate(withServices:)",
                    ], in: message
                ).isEmpty, "\(message)")
        }
    }
}
