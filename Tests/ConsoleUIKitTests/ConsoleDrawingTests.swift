import TestSupport
import Testing

@testable import ConsoleUIKit

/// How the console stands in for the pixels: a screen is printed when what it shows changes,
/// in a box, or on one line where a chapter asks for that.
@Suite("The console draws a screen when it changes")
@MainActor
struct ConsoleDrawingTests {
    @Test(
        "On one line a screen reads its title and rows between bars, drawn again only on a change"
    )
    func oneLineDrawing() async {
        let screen = UIViewController()
        screen.title = "Settings"
        let greeting = UILabel()
        greeting.text = "Greeting: Hello"
        screen.view.addSubview(greeting)
        // Set once the turn at the key window is this test's, so no other test draws meanwhile.
        let drawn = await onScreen { window in
            Screen.drawsOnOneLine = true
            defer { Screen.drawsOnOneLine = false }
            window.rootViewController = screen
            greeting.text = "Greeting: Hello"
            greeting.text = "Greeting: longer than the console's box is wide"
            let alert = UIAlertController(title: "Error", message: "Lost.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            screen.present(alert, animated: false)
        }
        #expect(
            drawn == [
                "(on screen: Settings | Greeting: Hello)",
                "(on screen: Settings | Greeting: longer than the console's box is wide)",
                "(on screen: Error  (modal) | Lost. | [ OK ])",
            ])
    }
}
