import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Typed outlets in use": the generated properties, checked by the compiler.
func typedOutlets() {
    let screen = LoginViewController()
    print("titleLabel.text is \"\(screen.titleLabel.text ?? "")\", set with no tag and no cast.")
    print("ordersTable is a \(type(of: screen.ordersTable)), because the layout says so.")
    print("A misspelt name, titleLabell, is a compile error now, not a nil at run time.")
}
