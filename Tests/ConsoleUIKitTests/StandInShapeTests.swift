import Foundation
import TestSupport
import Testing

@testable import ConsoleUIKit

/// The console stand-in is checked against UIKit by what compiles against it and by what it
/// does where UIKit's rules show.
@Suite("The stand-in is shaped like UIKit")
struct StandInShapeTests {
    @Test("Code written the way UIKit code is written compiles against the stand-in")
    func uikitShapedCodeCompiles() async throws {
        let snippet = try String(
            contentsOf: Workspace.file("Tests/Snippets/UIKitShaped.swift"), encoding: .utf8)
        let result = try await typecheck(snippet, warningsAsErrors: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("What UIKit deprecates warns against the stand-in too")
    func deprecationsWarn() async throws {
        let result = try await typecheck(
            """
            import MVVMKit
            @MainActor func old(cell: UITableViewCell) {
                _ = UIApplication.shared.windows
                _ = UIWindow()
                _ = cell.textLabel
            }
            """)
        #expect(result.status == 0, "\(result.stderr)")
        for warning in [
            "'windows' is deprecated: Use UIWindowScene.windows on a relevant window scene instead",
            "'init()' is deprecated: Use init(windowScene:) instead.",
            "'textLabel' is deprecated: Use UIListContentConfiguration instead, this property "
                + "will be deprecated in a future release.",
        ] {
            #expect(result.stderr.contains(warning), "\(result.stderr)")
        }
    }

    @Test("A subclass's tableView(_:didSelectRowAt:) is the one the table's delegate calls")
    @MainActor
    func subclassDelegateIsCalled() {
        class Base: UIViewController, UITableViewDelegate {
            var taps: [String] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                taps.append("base")
            }
        }
        final class Special: Base {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                taps.append("special")
            }
        }
        let table = UITableView()
        let screen = Special()
        table.delegate = screen
        table.userTaps(rowAt: IndexPath(row: 0, section: 0))
        #expect(screen.taps == ["special"])
    }

    @Test("Views and controllers compare and hash by identity, as NSObjects do")
    @MainActor
    func identityAsNSObjects() {
        let first = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers.firstIndex(of: second) == 1)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test("A window made without a scene cannot be shown, and says how to make one")
    func windowWithoutAScene() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run { UIWindow(frame: .zero).makeKeyAndVisible() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("This UIWindow has no windowScene, so it can never be shown"),
            "\(message)")
        #expect(message.contains("Create it with"), "\(message)")
    }
}
