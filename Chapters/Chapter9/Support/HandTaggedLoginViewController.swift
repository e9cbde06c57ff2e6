import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

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
