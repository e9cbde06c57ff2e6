import TestSupport
import Testing

extension Chapter9Claims {
    @Suite("2. What the plugin generates")
    struct GeneratorTests {
        @Test("Each named view becomes a typed property that finds it by its tag")
        func eachViewBecomesAProperty() async throws {
            let (result, swift) = try await runOutletsTool(on: loginLayout)
            #expect(result.status == 0, "\(result.stderr)")
            let generated = try #require(swift)
            #expect(generated.contains("extension LoginViewController {"))
            #expect(generated.contains("var titleLabel: UILabel {"))
            #expect(generated.contains("view.viewWithTag(1) as? UILabel"))
            #expect(generated.contains("var greetingLabel: UILabel {"))
            #expect(generated.contains("view.viewWithTag(2) as? UILabel"))
        }

        @Test(
            "The tags are written once, by the generator: loadLayout() makes each view with its tag"
        )
        func tagsLiveInOnePlace() async throws {
            let generated = try #require(try await runOutletsTool(on: loginLayout).swift)
            #expect(generated.contains("func loadLayout() {"))
            #expect(generated.contains("(1, UILabel()),\n            (2, UILabel()),"))
            let tagged = try await runOutletsTool(
                on: "controller LoginViewController\ntitleLabel: UILabel = 1\n")
            #expect(
                tagged.result.stderr.contains("'UILabel = 1' is not a Swift type name"),
                "\(tagged.result.stderr)")
        }

        @Test("The same layout generates the same bytes every time")
        func outputIsStable() async throws {
            let first = try await runOutletsTool(on: loginLayout).swift
            let second = try await runOutletsTool(on: loginLayout).swift
            #expect(first != nil)
            #expect(first == second)
        }

        @Test(
            "A bad layout fails the build at its line, saying what is wrong",
            arguments: [
                ("titleLabel: UILabel", "1: error: no 'controller Name' line"),
                (
                    "controller LoginViewController / titleLabel: UILabel / titleLabel: UILabel",
                    "3: error: 'titleLabel' is named twice; first on line 2"
                ),
                (
                    "controller LoginViewController / controller SignUpViewController",
                    "2: error: a second controller line; a layout names one controller"
                ),
                (
                    "controller LoginViewController / titleLabel: [UILabel]",
                    "2: error: '[UILabel]' is not a Swift type name"
                ),
                (
                    "controller LoginViewController / title-label: UILabel",
                    "2: error: 'title-label' is not a Swift identifier"
                ),
                (
                    "controller LoginViewController / default: UILabel",
                    "2: error: 'default' is not a Swift identifier"
                ),
                (
                    "controller LoginViewController / titleLabel UILabel",
                    "2: error: expected 'name: Type', got 'titleLabel UILabel'"
                ),
            ])
        func badLayoutFails(layout: String, message: String) async throws {
            // A layout's lines are written with " / " between them, so that the test's name,
            // arguments and all, prints on one line.
            let lines = layout.replacingOccurrences(of: " / ", with: "\n") + "\n"
            let (result, swift) = try await runOutletsTool(on: lines)
            #expect(result.status == 1)
            #expect(result.stderr.contains("Screen.layout:\(message)"), "\(result.stderr)")
            #expect(swift == nil)
        }

        @Test(
            "A layout naming a controller that does not exist fails to compile, unlike C#'s forgotten partial"
        )
        func misspeltControllerDoesNotCompile() async throws {
            let generated = try #require(
                try await runOutletsTool(on: "controller LoginViewControler\ntitleLabel: UILabel\n")
                    .swift
            )
            let result = try await typecheck("@testable import Chapter9\n" + generated)
            #expect(
                result.stderr.contains("cannot find type 'LoginViewControler' in scope"),
                "\(result.stderr)")
        }
    }
}
