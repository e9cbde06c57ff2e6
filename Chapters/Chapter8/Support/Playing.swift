import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter8 --play`: the app with its session. The models make the screens: `tap N`
/// asks the list's model, and the flow adds a model whose screen appears; `back` removes a
/// screen, and its model goes; `done` closes the order from its model; `signout` closes the
/// session, and a new one opens.
enum Playing {
    private static var app: App?

    static func setUp(in window: UIWindow) {
        ModelsTree.trace = nil
        let app = App(window: window)
        app.openSession()
        self.app = app
        printTree()
    }

    private static func printTree() {
        print(app?.session?.treeDescription ?? "(no session)")
    }

    static let commands = [
        Playground.Command("tree", help: "print the tree of models") { _ in
            printTree()
            return nil
        },
        Playground.Command("done", help: "the order on screen is done: its model leaves") { _ in
            guard let screen = Playground.topScreen as? OrderScreen, let model = screen.model else {
                return "done works on an order's screen; \(Playground.topName) is on top."
            }
            model.close()
            return nil
        },
        Playground.Command("signout", help: "sign out: the session closes, and a new one opens") {
            _ in
            guard let model = (Playground.topScreen as? OrderScreen)?.model ?? app?.session?.flow
            else { return "There is no session to sign out of." }
            model.bubble(SignOut())
            return nil
        },
    ]
}
