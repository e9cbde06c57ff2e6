import MVVMKit

/// What the login screen shows, and what the user typed, knowing nothing of the screen.
final class SignInViewModel {
    @Watched var userName = ""
    @Watched private(set) var greeting = "Type your name to sign in."

    init() {
        $userName.subscribe(self) { this, name in
            this.greeting = name.count < 3 ? "A name has 3 letters or more." : "Hello, \(name)!"
        }
    }
}
