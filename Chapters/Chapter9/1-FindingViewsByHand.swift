import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Finding views by hand": a tag and a cast at every use, and a typo found only when the
/// screen runs.
func findingViewsByHand() {
    let screen = HandTaggedLoginViewController()
    let title = screen.view.viewWithTag(1) as? UILabel
    print("The title label: \(described(title))")
    let greeting = screen.view.viewWithTag(7) as? UILabel  // a typo: the greeting is tag 3
    print("The greeting label: \(described(greeting))")
}

/// What a lookup found: the view's type and tag, or nothing.
func described(_ view: UIView?) -> String {
    view.map { "a \(type(of: $0)), tagged \($0.tag)" } ?? "nothing"
}

/// The login screen as it is written without the plugin: views made and tagged by hand, and
/// the same numbers written again wherever a view is looked up.
final class HandTaggedLoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let views: [(tag: Int, view: UIView)] = [
            (1, UILabel()), (2, UITextField()), (3, UILabel()), (4, UITableView()),
        ]
        for (tag, made) in views {
            made.tag = tag
            view.addSubview(made)
        }
    }
}
