import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The login screen. Its views and outlets (`titleLabel`, `userNameField`, ...) are not
/// written here: the build generates them from LoginScreen.layout, and `loadLayout()` makes
/// the views.
final class LoginViewController: UIViewController, IHaveViewModel {
    typealias ViewModel = SignInViewModel

    override func viewDidLoad() {
        super.viewDidLoad()
        loadLayout()
        titleLabel.text = "Sign in to see your orders"
        userNameField.placeholder = "Your name"
        // The field tells its view model what the user typed. UIKit keeps the action for as
        // long as the field lives, so it must not keep the screen: it reaches it weakly.
        userNameField.addAction(
            UIAction { [weak self] _ in self?.userNameEdited() }, for: .editingChanged)
    }

    func viewModelChanged(_ viewModel: SignInViewModel) {
        greetingLabel.text = viewModel.greeting
        viewModel.$greeting.subscribe(self) { this, greeting in this.greetingLabel.text = greeting }
    }

    private func userNameEdited() {
        viewModel?.userName = userNameField.text ?? ""
    }
}
