import TestSupport
import Testing

@testable import Chapter9
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter9Claims {
    @Suite("3. Typed outlets in use")
    struct TypedOutletsTests {
        @Test("A generated outlet is the very view its tag names")
        func outletIsTheTaggedView() {
            let screen = LoginViewController()
            #expect(screen.titleLabel === screen.view.viewWithTag(1))
            #expect(screen.ordersTable === screen.view.viewWithTag(4))
        }

        @Test("The generated views are laid out one under the other, as a device needs")
        func generatedViewsAreLaidOut() {
            let screen = LoginViewController()
            let unplaced = screen.view.subviews.filter { !$0.isPlaced }.map(\.tag)
            #expect(!screen.view.subviews.isEmpty)
            #expect(unplaced.isEmpty, "tags added with no constraints and no frame: \(unplaced)")
        }

        @Test("The chapter's build generated one outlet per line of LoginScreen.layout, in order")
        func generatedFromTheLayoutFile() throws {
            let layout = try String(
                contentsOf: Workspace.file("Chapters/Chapter9/SignInApp/LoginScreen.layout"),
                encoding: .utf8)
            let declared = layout.split(separator: "\n").filter { $0.contains(": ") }
                .enumerated().map { "\($1), tagged \($0 + 1)" }
            #expect(
                LoginViewController.generatedOutlets.split(separator: "\n").map(String.init)
                    == declared)
        }

        @Test("A misspelt outlet is a compile error, not a nil at run time")
        func misspeltOutletDoesNotCompile() async throws {
            let source = """
                import MVVMKit
                @testable import Chapter9
                @MainActor func show(_ screen: LoginViewController) { _ = screen.%@ }
                """
            let right = try await typecheck(
                source.replacingOccurrences(of: "%@", with: "titleLabel"))
            #expect(right.status == 0, "\(right.stderr)")
            let wrong = try await typecheck(
                source.replacingOccurrences(of: "%@", with: "titleLabell"))
            #expect(wrong.status != 0)
            #expect(
                wrong.stderr.contains(
                    "value of type 'LoginViewController' has no member 'titleLabell'"),
                "\(wrong.stderr)")
        }

        @Test(
            "An outlet whose view is missing stops, naming the controller, type, tag, file and the call to make"
        )
        func missingViewStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let screen = LoginViewController()
                    screen.view.viewWithTag(1)?.tag = 0
                    _ = screen.titleLabel
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "LoginViewController has no UILabel tagged 1 for titleLabel "
                        + "(LoginScreen.layout, "
                        + "line 4): call loadLayout() in viewDidLoad()."), "\(message)")
        }

        @Test("Loading the layout twice stops, saying it runs once")
        func loadingTwiceStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    LoginViewController().loadLayout()
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "LoginViewController already has a view tagged 1: call loadLayout() once, and "
                        + "leave tags 1 to 4 to LoginScreen.layout."), "\(message)")
        }
    }
}
