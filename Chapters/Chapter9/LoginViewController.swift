import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A screen whose views are made in code and tagged, as a storyboard would tag them. Its
/// outlets (`titleLabel`, ...) are not written here: the build generates them from
/// LoginScreen.layout.
final class LoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for (tag, view) in [(1, UILabel()), (2, UILabel()), (3, UITableView())] as [(Int, UIView)] {
            view.tag = tag
            self.view.addSubview(view)
        }
    }
}
