import TestSupport
import Testing

@testable import Chapter4
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("4. Services by protocol composition")
    struct ByCompositionTests {
        @Test("One object provides all services; each view model uses only those it lists")
        func eachViewModelUsesItsOwn() {
            let services = RecordingServices()
            _ = ByComposition.MyViewController.instantiate(withServices: services)
            #expect(
                [services.recording1.calls, services.recording2.calls, services.recording3.calls]
                    == [1, 1, 0] as [Int])
            _ = ByComposition.MyViewController2.instantiate(withServices: services)
            #expect(
                [services.recording1.calls, services.recording2.calls, services.recording3.calls]
                    == [1, 2, 1] as [Int])
        }

        @Test("A view model cannot reach a service it did not declare")
        func undeclaredServiceDoesNotCompile() async throws {
            let result = try await typecheck(
                servicesSnippet + """
                    struct MyViewModel: ViewModelWithServices {
                        typealias Services = HasService1 & HasService2
                        init(withServices services: Services) {
                            _ = services.service3
                        }
                    }
                    """)
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "(aka 'any HasService1 & HasService2') has no member 'service3'"),
                "\(result.stderr)")
        }

        @Test("instantiate(withServices:) rejects services of the wrong composition")
        func wrongCompositionDoesNotCompile() async throws {
            let result = try await typecheck(
                servicesSnippet + """
                    final class OnlyService1: HasService1 { let service1 = Service1() }
                    struct MyViewModel: ViewModelWithServices {
                        typealias Services = HasService1 & HasService2
                        init(withServices services: Services) {}
                    }
                    final class MyViewController: UIViewController, Instantiable, ViewModelBased {
                        typealias ViewModelType = MyViewModel
                    }
                    @MainActor func build() {
                        _ = MyViewController.instantiate(withServices: OnlyService1())
                    }
                    """)
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "argument type 'OnlyService1' does not conform to expected type 'HasService2'"),
                "\(result.stderr)")
        }
    }
}
