import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "By hand": a tag and a cast at every use, and a typo found only when the screen runs.
func findingViewsByHand() {
    section("Finding views by hand")
    let screen = LoginViewController()
    let title = screen.view.viewWithTag(1) as? UILabel
    print("viewWithTag(1) as? UILabel found \(title.map { "a \(type(of: $0))" } ?? "nothing").")
    let typo = screen.view.viewWithTag(7) as? UILabel
    print(
        "viewWithTag(7) as? UILabel found \(typo.map { "a \(type(of: $0))" } ?? "nothing"): a wrong tag compiles,"
    )
    print("and with as! instead of as? the screen would stop, but only when it runs.")
}

/// "What the plugin generated": the extension's own summary of itself.
func whatThePluginGenerated() {
    section("What the plugin generated")
    print("From LoginScreen.layout, the build wrote an extension of LoginViewController with:")
    for line in LoginViewController.generatedOutlets.split(separator: "\n") {
        print("  \(line)")
    }
}

/// "Typed outlets in use": the generated properties, checked by the compiler.
func typedOutlets() {
    section("Typed outlets in use")
    let screen = LoginViewController()
    screen.titleLabel.text = "Sign in to see your orders"
    print("titleLabel.text is \"\(screen.titleLabel.text ?? "")\", set with no tag and no cast.")
    print("ordersTable is a \(type(of: screen.ordersTable)), because the layout says so.")
    print("A misspelt name, titleLabell, is a compile error now, not a nil at run time.")
}
