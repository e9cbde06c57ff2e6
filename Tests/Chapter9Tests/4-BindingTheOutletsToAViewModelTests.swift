import TestSupport
import Testing

@testable import Chapter9
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter9Claims {
    @Suite("4. Binding the outlets to a view model")
    struct BindingTests {
        @Test("Typing in the generated field sets the view model's userName")
        func fieldSetsTheViewModel() {
            let screen = LoginViewController()
            let viewModel = SignInViewModel()
            screen.viewModel = viewModel
            screen.userNameField.text = "Ann"
            screen.userNameField.sendActions(for: .editingChanged)
            #expect(viewModel.userName == "Ann")
        }

        @Test("The view model's $greeting sets the generated label, on every change")
        func viewModelSetsTheLabel() {
            let screen = LoginViewController()
            let viewModel = SignInViewModel()
            screen.viewModel = viewModel
            #expect(screen.greetingLabel.text == "Type your name to sign in.")
            viewModel.userName = "Al"
            #expect(screen.greetingLabel.text == "A name has 3 letters or more.")
            viewModel.userName = "Alice"
            #expect(screen.greetingLabel.text == "Hello, Alice!")
        }

        @Test("The bindings keep nothing alive: the screen and its view model are freed")
        func bindingsDoNotLeak() {
            weak var screen: LoginViewController?
            weak var viewModel: SignInViewModel?
            do {
                let madeScreen = LoginViewController()
                let madeViewModel = SignInViewModel()
                madeScreen.viewModel = madeViewModel
                madeScreen.userNameField.text = "Ann"
                madeScreen.userNameField.sendActions(for: .editingChanged)
                (screen, viewModel) = (madeScreen, madeViewModel)
            }
            #expect(screen == nil)
            #expect(viewModel == nil)
        }
    }
}
