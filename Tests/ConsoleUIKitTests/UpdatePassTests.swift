import ChapterRunner
import Observation
import TestSupport
import Testing

@testable import ConsoleUIKit

/// UIKit's update pass and its Observation tracking, as iOS 26 runs them, and as iOS 18 and 17
/// do not. Apple: "Updating views automatically with observation tracking in UIKit",
/// "Automatic observation tracking", `UIView.updateProperties()`, `UIObservationTrackingEnabled`.
@Suite("UIKit's update pass tracks Observation, as iOS 26 does")
@MainActor
struct UpdatePassTests {
    @Observable final class Profile {
        var name = "Ann"
        var status = "away"
    }

    /// Reads the name in `updateProperties()` and the status in `viewWillLayoutSubviews()`.
    final class ProfileVC: UIViewController {
        let profile: Profile
        let nameLabel = UILabel()
        let statusLabel = UILabel()
        var calls: [String] = []

        init(profile: Profile) {
            self.profile = profile
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(nameLabel)
            view.addSubview(statusLabel)
        }

        override func updateProperties() {
            super.updateProperties()
            calls.append("updateProperties")
            nameLabel.text = profile.name
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            calls.append("viewWillLayoutSubviews")
            statusLabel.text = profile.status
        }
    }

    /// Shows a profile screen on `system`, lets `change` run, and returns what the labels show
    /// then and the methods called after the first pass.
    func afterAChange(
        on system: PlayedSystem, _ change: (Profile, ProfileVC) -> Void
    ) async -> (name: String?, status: String?, calls: [String]) {
        let screen = ProfileVC(profile: Profile())
        await onScreen { window in
            await PlayedSystem.playing(system) {
                window.rootViewController = screen
                await waitForTheUpdatePass()
                screen.calls = []
                change(screen.profile, screen)
                await waitForTheUpdatePass()
            }
        }
        return (screen.nameLabel.text, screen.statusLabel.text, screen.calls)
    }

    @Test("On iOS 26, a model read in updateProperties() redraws the screen when it changes")
    func propertiesAreTracked() async {
        let after = await afterAChange(on: .iOS26) { profile, _ in profile.name = "Bo" }
        #expect(after.name == "Bo")
        #expect(after.calls == ["updateProperties"])
    }

    @Test("A change calls again only the method that read it")
    func onlyTheReaderRunsAgain() async {
        let after = await afterAChange(on: .iOS26) { profile, _ in profile.status = "here" }
        #expect(after.status == "here")
        #expect(after.calls == ["viewWillLayoutSubviews"])
    }

    @Test("Requests made in one turn of the main run loop make one pass")
    func oneTurnOnePass() async {
        let after = await afterAChange(on: .iOS26) { profile, screen in
            profile.name = "Bo"
            profile.name = "Cy"
            screen.setNeedsUpdateProperties()
            screen.view.setNeedsLayout()
        }
        #expect(after.name == "Cy")
        #expect(after.calls == ["updateProperties", "viewWillLayoutSubviews"])
    }

    @Test(
        "On iOS 18 with UIObservationTrackingEnabled, layout is tracked; there is no updateProperties()"
    )
    func iOS18TracksLayoutOnly() async {
        let after = await afterAChange(on: .iOS18) { profile, _ in
            profile.name = "Bo"
            profile.status = "here"
        }
        #expect(after.name == nil)
        #expect(after.status == "here")
        #expect(after.calls == ["viewWillLayoutSubviews"])
    }

    @Test("On iOS 18 without the key, and on iOS 17, nothing is tracked")
    func olderSystemsTrackNothing() async {
        for system in [PlayedSystem.iOS18WithoutKey, .iOS17] {
            let after = await afterAChange(on: system) { profile, _ in
                profile.name = "Bo"
                profile.status = "here"
            }
            #expect(after.status == "away", "\(system)")
            #expect(after.calls.isEmpty, "\(system)")
        }
    }

    /// Reads its model in `viewDidLoad()` alone: the trap, on every system.
    final class ReadsOnceVC: UIViewController {
        let profile = Profile()
        let label = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = profile.name
            view.addSubview(label)
        }
    }

    @Test("A model read in viewDidLoad alone is not tracked: its change never shows")
    func viewDidLoadIsNotTracked() async {
        let screen = ReadsOnceVC()
        await onScreen(screen) { _ in
            await waitForTheUpdatePass()
            screen.profile.name = "Bo"
            await waitForTheUpdatePass()
        }
        #expect(screen.label.text == "Ann")
    }

    @Test("The pass runs updateProperties(), then layout, before the screen is drawn")
    func propertiesBeforeLayoutBeforeDrawing() async {
        let screen = ProfileVC(profile: Profile())
        let drawn = await onScreen(screen) { _ in await waitForTheUpdatePass() }
        #expect(screen.calls == ["updateProperties", "viewWillLayoutSubviews"])
        #expect(drawn.first?.contains("Ann") == true && drawn.first?.contains("away") == true)
    }

    /// A table of one row whose cell reads the profile in its configuration update handler.
    final class HandlerTableVC: UIViewController, UITableViewDataSource {
        let profile = Profile()
        let table = UITableView()

        override func viewDidLoad() {
            super.viewDidLoad()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            view.addSubview(table)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.configurationUpdateHandler = { [profile] cell, _ in
                var content = cell.defaultContentConfiguration()
                content.text = profile.name
                cell.contentConfiguration = content
            }
            return cell
        }
    }

    @Test("A cell's configurationUpdateHandler is tracked: the row shows the change")
    func cellHandlersAreTracked() async {
        for (system, expected) in [(PlayedSystem.iOS26, "Bo"), (.iOS18, "Bo"), (.iOS17, "Ann")] {
            let screen = HandlerTableVC()
            await onScreen { window in
                await PlayedSystem.playing(system) {
                    window.rootViewController = screen
                    await waitForTheUpdatePass()
                    screen.profile.name = "Bo"
                    await waitForTheUpdatePass()
                }
            }
            let shown =
                screen.table.cellForRow(at: IndexPath(row: 0, section: 0))?
                .contentConfiguration as? UIListContentConfiguration
            #expect(shown?.text == expected, "\(system)")
        }
    }

    /// An empty list says so through UIKit's content-unavailable configuration (iOS 17).
    final class InboxVC: UIViewController {
        let profile = Profile()

        override func updateContentUnavailableConfiguration(
            using state: UIContentUnavailableConfigurationState
        ) {
            var message = UIContentUnavailableConfiguration.empty()
            message.text = "No mail for \(profile.name)"
            contentUnavailableConfiguration = message
        }
    }

    @Test("updateContentUnavailableConfiguration(using:) is tracked, and its message is drawn")
    func contentUnavailableIsTracked() async {
        let screen = InboxVC()
        let drawn = await onScreen(screen) { _ in
            await waitForTheUpdatePass()
            screen.profile.name = "Bo"
            await waitForTheUpdatePass()
        }
        #expect(drawn.last?.contains("No mail for Bo") == true, "\(drawn)")
        #expect(screen.timesCalled(by: .contentUnavailable) == 2)
    }

    @Test("updatePropertiesIfNeeded() and layoutIfNeeded() run what was asked for at once")
    func ifNeededRunsNow() async {
        let screen = ProfileVC(profile: Profile())
        await onScreen(screen) { _ in
            await waitForTheUpdatePass()
            screen.calls = []
            screen.setNeedsUpdateProperties()
            screen.updatePropertiesIfNeeded()
            screen.view.setNeedsLayout()
            screen.view.layoutIfNeeded()
            #expect(screen.calls == ["updateProperties", "viewWillLayoutSubviews"])
            screen.updatePropertiesIfNeeded()
            screen.view.layoutIfNeeded()
            #expect(screen.calls.count == 2)
        }
    }
}
