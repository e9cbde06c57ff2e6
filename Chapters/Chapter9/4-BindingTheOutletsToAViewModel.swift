import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Binding the outlets to a view model": what the article generates outlets for. The field
/// sets the view model's `userName`; the view model's `$greeting` sets the label.
func bindingTheOutlets() {
    let screen = LoginViewController()
    let viewModel = SignInViewModel()
    screen.viewModel = viewModel
    print("greetingLabel: \(screen.greetingLabel.text ?? "")")
    for name in ["An", "Ann"] {
        userTypes(name, into: screen.userNameField)
        let greeting = screen.greetingLabel.text ?? ""
        print("viewModel.userName is \"\(viewModel.userName)\"; greetingLabel: \(greeting)")
    }
}
