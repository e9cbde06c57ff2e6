import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// `swift run Chapter6 --play`: the config screen in its container, over a store in the
/// chapter's folder. Each `sync` takes the remote's next answer, in the order the help lists.
/// `news` shows the SwiftUI news app of section 2 instead, whose links and buttons
/// `press` presses, and `settings` brings the config screen back.
enum Playing {
    private static var container: ContainerViewController?
    private static var model: ConfigVM?
    private static let answers: [RemoteAnswer] = [
        .fetchedFromRemote(Config(greeting: "Hello", ordersPerPage: 20)),
        .usingPrefetchedData,
        .error("The network connection was lost."),
        .fetchedFromRemote(Config(greeting: "Bonjour", ordersPerPage: 50)),
    ]

    /// The chapter's folder is made when the chapter starts, so the screens ask for it then.
    static func screens(folder: @escaping @MainActor () -> Workfolder) -> [PlayedScreen] {
        [
            PlayedScreen("settings", help: "show the settings screen again") { window in
                let store = ConfigStore(file: folder().file("config.json"))
                let model = ConfigVM(
                    repository: ConfigRepository(
                        store: store, remote: ScriptedRemoteConfig(answers: answers)))
                let container = ContainerViewController(
                    content: ConfigVC(store: store), model: model)
                window.rootViewController = container
                container.showEmpty(true)
                (self.container, self.model) = (container, model)
                return container
            },
            PlayedScreen(
                "news",
                help: "show the SwiftUI news app: list, item and search, in the kit's container"
            ) { window in
                let router = Split.NewsRouter(news: NewsDesk(container: Container(), args: ()))
                let shown = UIHostingController(
                    rootView: Split.NewsStack(router: router, list: router.listModule()))
                window.rootViewController = shown
                await waitForTheViewsTasks()
                return shown
            },
        ]
    }

    static let commands = [
        Playground.Command(
            "sync",
            help: "sync with the remote; it answers: new data, no news, an error, new data, "
                + "then nothing more"
        ) { _ in
            guard let container, let model else { return "There is no config screen." }
            // UIKit presents one controller at a time; a second alert would be refused.
            if let alert = container.presentedViewController {
                return "\(alert.title ?? "An alert") is on screen; close it first."
            }
            await model.refresh()
            return nil
        }
    ]
}
