import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The sign-in screen. Its outlets are generated from SignInScreen.layout; the field tells
/// the view model what is typed, and Return signs in.
final class SignInScreen: UIViewController, IHaveViewModel {
    typealias ViewModel = SignInViewModel

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        loadLayout()
        titleLabel.text = "Your orders, after signing in"
        userNameField.placeholder = "Your name"
        // UIKit keeps an action as long as its field, so the actions reach the screen weakly.
        userNameField.addAction(
            UIAction { [weak self] _ in self?.userNameEdited() }, for: .editingChanged)
        userNameField.addAction(
            UIAction { [weak self] _ in self?.viewModel?.signIn() }, for: .primaryActionTriggered)
    }

    func viewModelChanged(_ viewModel: SignInViewModel) {
        loadViewIfNeeded()
        hintLabel.text = viewModel.hint
        viewModel.$hint.subscribe(self) { screen, hint in screen.hintLabel.text = hint }
    }

    private func userNameEdited() {
        viewModel?.userName = userNameField.text ?? ""
    }
}

/// What the sign-in screen shows and what the user typed. There is no session yet, so no
/// container: the app makes this view model itself, and hears `signedIn`.
final class SignInViewModel {
    @Watched var userName = ""
    @Watched private(set) var hint = "Type your name, then Return."
    let signedIn = Event<String>()

    func signIn() {
        guard userName.count >= 3 else {
            hint = "A name has 3 letters or more."
            return
        }
        signedIn.raise(userName)
    }
}
