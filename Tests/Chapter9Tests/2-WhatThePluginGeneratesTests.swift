import Testing

extension Chapter9Claims {
    @Suite("2. What the plugin generates")
    struct GeneratorTests {
        @Test("Each named view becomes a typed property that finds it by its tag")
        func eachViewBecomesAProperty() throws {
            let (result, swift) = try runOutletsTool(on: loginLayout)
            #expect(result.status == 0, "\(result.stderr)")
            let generated = try #require(swift)
            #expect(generated.contains("extension LoginViewController {"))
            #expect(generated.contains("var titleLabel: UILabel {"))
            #expect(generated.contains("view.viewWithTag(1) as? UILabel"))
            #expect(generated.contains("var greetingLabel: UILabel {"))
            #expect(generated.contains("view.viewWithTag(2) as? UILabel"))
        }

        @Test("The same layout generates the same bytes every time")
        func outputIsStable() throws {
            let first = try runOutletsTool(on: loginLayout).swift
            let second = try runOutletsTool(on: loginLayout).swift
            #expect(first != nil)
            #expect(first == second)
        }

        @Test(
            "A bad layout fails the build at its line, saying what is wrong",
            arguments: [
                ("titleLabel: UILabel = 1\n", "1: error: no 'controller Name' line"),
                (
                    "controller LoginViewController\ntitleLabel: UILabel = 1\ntitleLabel: UILabel = 2\n",
                    "3: error: 'titleLabel' is named twice; first on line 2"
                ),
                (
                    "controller LoginViewController\ntitleLabel: UILabel = 1\nsubtitle: UILabel = 1\n",
                    "3: error: tag 1 is used twice; first by 'titleLabel' on line 2"
                ),
                (
                    "controller LoginViewController\ncontroller SignUpViewController\n",
                    "2: error: a second controller line; a layout names one controller"
                ),
                (
                    "controller LoginViewController\ntitleLabel: [UILabel] = 1\n",
                    "2: error: '[UILabel]' is not a Swift type name"
                ),
                (
                    "controller LoginViewController\ntitle-label: UILabel = 1\n",
                    "2: error: 'title-label' is not a Swift identifier"
                ),
                (
                    "controller LoginViewController\ndefault: UILabel = 1\n",
                    "2: error: 'default' is not a Swift identifier"
                ),
                (
                    "controller LoginViewController\ntitleLabel UILabel 1\n",
                    "2: error: expected 'name: Type = tag', got 'titleLabel UILabel 1'"
                ),
                (
                    "controller LoginViewController\ntitleLabel: UILabel = one\n",
                    "2: error: the tag 'one' is not a whole number above 0"
                ),
            ])
        func badLayoutFails(layout: String, message: String) throws {
            let (result, swift) = try runOutletsTool(on: layout)
            #expect(result.status == 1)
            #expect(result.stderr.contains("Screen.layout:\(message)"), "\(result.stderr)")
            #expect(swift == nil)
        }
    }
}
