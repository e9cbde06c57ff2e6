import Foundation
import MVVMKit
import ToolSupport

#if canImport(UIKit)
import UIKit
#endif

/// A chapter's screens, driven from the keyboard: `tap N`, `back`, `close`, `tab N` and the
/// chapter's own commands, each through the UIKit call a real tap would end in.
@MainActor
public final class Playground {
    /// One command: its name, how to type it, what it does, and the code that does it, which
    /// returns nil, or one line saying why it cannot do it now.
    public struct Command {
        let name: String
        let usage: String
        let help: String
        let run: @MainActor (_ arguments: [String]) async -> String?

        public init(
            _ name: String, usage: String? = nil, help: String,
            run: @escaping @MainActor (_ arguments: [String]) async -> String?
        ) {
            self.name = name
            self.usage = usage ?? name
            self.help = help
            self.run = run
        }

        /// How many words follow the name: one per word of `usage` after the name; nil for
        /// any number from one, where `usage` ends in `...` (a button's title, say).
        var argumentCount: Int? {
            usage.hasSuffix("...") ? nil : usage.split(separator: " ").count - 1
        }
    }

    private let setUp: () async throws -> Void
    private let commands: [Command]

    init(setUp: @escaping () async throws -> Void, commands: [Command]) {
        self.setUp = setUp
        // A chapter's own command replaces the screen command of the same name.
        let names = Set(commands.map(\.name))
        self.commands = commands + Playground.screenCommands.filter { !names.contains($0.name) }
    }

    func play() async throws {
        print("Playing with the chapter's screens. Type help for the commands.")
        try await setUp()
        // A terminal shows what is typed; piped input does not, so it is echoed instead.
        let echo = isatty(STDIN_FILENO) != 1
        var editing = LineEditing()
        while true {
            // The prompt comes once the screen is ready: its views' tasks have ended.
            await waitForTheViewsTasks()
            print()
            guard let line = readTypedLine(after: "\(Playground.topName)> ", editing: &editing)
            else {
                if !echo {
                    print()  // Ctrl-D leaves a terminal's cursor on the prompt line
                }
                print("(end of input)")
                return
            }
            if echo {
                print(shownTyped(line))
            }
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first else { continue }
            if name == "quit" || name == "help" {
                guard words.count == 1 else {
                    print("Type it as: \(name).")
                    continue
                }
                if name == "quit" {
                    return
                }
                print(help)
                continue
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                print("There is no command \"\(shownTyped(name))\". Commands: \(commandNames).")
                continue
            }
            let arguments = Array(words.dropFirst())
            guard
                arguments.count == command.argumentCount
                    || (command.argumentCount == nil && !arguments.isEmpty)
            else {
                print("Type it as: \(command.usage).")
                continue
            }
            if let complaint = await command.run(arguments) {
                print(complaint)
            }
        }
    }

    private var commandNames: String {
        (commands.map(\.usage) + ["help", "quit"]).joined(separator: ", ")
    }

    private var help: String {
        let all =
            commands.map { ($0.usage, $0.help) } + [
                ("help", "this list"), ("quit", "stop playing (so does end of input, Ctrl-D)"),
            ]
        let width = all.map(\.0.count).max() ?? 0
        let lines = all.map { usage, help in
            "  " + usage + String(repeating: " ", count: width - usage.count) + "  " + help
        }
        return (["Rows and tabs count from 0, as IndexPath and selectedIndex do."] + lines)
            .joined(separator: "\n")
    }
}

/// A screen `--play` moves to with a command of its own, made the first time and kept after, as
/// an app keeps the screen of a tab: how a chapter plays its UIKit and its SwiftUI screens.
@MainActor
public final class PlayedScreen {
    let command: String
    let help: String
    private let firstShow: (UIWindow) async -> UIViewController
    private var made: UIViewController?

    /// `firstShow` makes the screen, puts it in the window, waits for what it waits for (a
    /// load, say), and returns it; after that the command shows the same screen again.
    public init(
        _ command: String, help: String,
        firstShow: @escaping @MainActor (UIWindow) async -> UIViewController
    ) {
        self.command = command
        self.help = help
        self.firstShow = firstShow
    }

    func show(in window: UIWindow) async {
        if let made {
            window.rootViewController = made
        } else {
            made = await firstShow(window)
        }
    }
}

extension Chapter {
    /// Lets `--play` move between `screens`, a command each, with the commands of SwiftUI
    /// screens (`press`, `type`, `toggle`, `pick`, `step`, `search`, `refresh`) and the
    /// chapter's own. The first screen is shown at the
    /// start; its command, which brings it back, is listed after the others'.
    public func play(
        in window: UIWindow, screens: [PlayedScreen], commands: [Playground.Command] = []
    ) {
        let moves = (screens.dropFirst() + screens.prefix(1)).map { screen in
            Playground.Command(screen.command, help: screen.help) { _ in
                await screen.show(in: window)
                return nil
            }
        }
        play(
            setUp: { await screens.first?.show(in: window) },
            commands: commands + moves + Playground.swiftUICommands)
    }

    /// Lets `--play` drive the chapter's screens: `setUp` puts them in the window, and
    /// `commands` adds the chapter's own commands to the ones every screen has.
    public func play(
        setUp: @escaping () async throws -> Void, commands: [Playground.Command] = []
    ) {
        playground = Playground(setUp: setUp, commands: commands)
    }
}
