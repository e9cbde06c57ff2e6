import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Finding views by hand": a tag and a cast at every use, and a typo found only when the
/// screen runs.
func findingViewsByHand() {
    let screen = HandTaggedLoginViewController()
    let title = screen.view.viewWithTag(1) as? UILabel
    print("viewWithTag(1) as? UILabel found \(title.map { "a \(type(of: $0))" } ?? "nothing").")
    let typo = screen.view.viewWithTag(7) as? UILabel
    let found = typo.map { "a \(type(of: $0))" } ?? "nothing"
    print("viewWithTag(7) as? UILabel found \(found): a wrong tag compiles,")
    print("and with as! instead of as? the screen would stop, but only when it runs.")
}
