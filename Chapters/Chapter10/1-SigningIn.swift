import ChapterRunner
import MVVMKit
import OrdersApp

/// "Signing in": the sign-in screen's outlets were generated at build time (chapter 9); its
/// view model hears the field (chapter 2); a good name opens a session (chapter 8), whose
/// container (chapter 1) builds each service the first time something asks for it.
func signingIn(on phone: Phone) async {
    phone.app.sessionOpened.subscribe(phone) { _, session in
        session.container.onResolve = { resolution in print("  container: \(resolution)") }
    }
    await printScreen(.onOneLine) { phone.app.start() }
    await phone.type("Al")
    await phone.type("Anna")
    print(phone.app.session?.treeDescription ?? "(no session)")
}
