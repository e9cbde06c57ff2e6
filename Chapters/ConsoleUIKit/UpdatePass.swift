// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation
import Observation

/// UIKit's update pass, run before the screen is drawn: for each controller on screen,
/// `updateProperties()` (the controller's, then its views'), then layout
/// (`viewWillLayoutSubviews()`, each view's `layoutSubviews()`, `viewDidLayoutSubviews()`),
/// then the cells' configuration updates and the content-unavailable configuration. Only what
/// asked for an update runs. The Observation properties a method reads are tracked for that
/// view and that method, and a change asks for that method alone again, as on iOS 26.
@MainActor
package enum UpdatePass {
    /// The methods of the pass; a change to what one read asks for that one again.
    package enum Step: Int {
        case properties, layout, configuration, contentUnavailable
    }

    private static var isScheduled = false
    private static var isRunning = false

    /// Whether a pass is waiting for the main actor's next turn.
    package static var hasPassScheduled: Bool { isScheduled }

    /// Something asked for an update: a pass runs at the end of the change under way, or else
    /// on the main actor's next turn, so every request of one turn makes one pass.
    static func request() {
        guard !Screen.isChanging, !isRunning, !isScheduled else { return }
        isScheduled = true
        Task { @MainActor in
            isScheduled = false
            Screen.change()
        }
    }

    /// Runs the pass over `controllers` until nothing on screen asks for an update; a method
    /// that keeps changing what it reads is stopped after a few rounds, as a layout loop.
    static func run(over controllers: [UIViewController]) {
        isRunning = true
        defer { isRunning = false }
        for _ in 0..<8 {
            var ranSomething = false
            for controller in controllers {
                ranSomething = controller.runUpdates() || ranSomething
            }
            if !ranSomething { return }
        }
    }

    /// Calls `method` with Observation watching what it reads, when the played system tracks;
    /// a change then calls `invalidate` on the main actor, unless the method ran again since.
    static func tracked(
        _ step: Step, of object: UIResponder, _ method: () -> Void,
        invalidate: @escaping @MainActor () -> Void
    ) {
        let run = object.nextTrackedRun(of: step)
        guard PlayedSystem.current.tracksObservation else {
            method()
            return
        }
        let token = TrackedRun(object: object, step: step, run: run, invalidate: invalidate)
        withObservationTracking(method) {
            token.changed()
        }
    }
}

/// One tracked call of one method: what a change to a property it read invalidates.
private final class TrackedRun: Sendable {
    private let state: MainActorState

    @MainActor
    init(
        object: UIResponder, step: UpdatePass.Step, run: Int,
        invalidate: @escaping @MainActor () -> Void
    ) {
        state = MainActorState(object: object, step: step, run: run, invalidate: invalidate)
    }

    /// Observation calls this before the new value is stored: on the main queue the method is
    /// marked at once, for the pass at the end of the change under way; elsewhere, next turn.
    nonisolated func changed() {
        let state = state
        onMainActor { state.invalidateIfCurrent() }
    }

    @MainActor
    private final class MainActorState: Sendable {
        weak var object: UIResponder?
        let step: UpdatePass.Step
        let run: Int
        let invalidate: @MainActor () -> Void

        init(
            object: UIResponder, step: UpdatePass.Step, run: Int,
            invalidate: @escaping @MainActor () -> Void
        ) {
            self.object = object
            self.step = step
            self.run = run
            self.invalidate = invalidate
        }

        func invalidateIfCurrent() {
            guard let object, object.isCurrentTrackedRun(run, of: step) else { return }
            invalidate()
        }
    }
}

extension UIResponder {
    /// Numbers each call of a method by the pass, so that a change to what an earlier call
    /// read, and the method no longer reads, asks for nothing.
    func nextTrackedRun(of step: UpdatePass.Step) -> Int {
        passCalls[step.rawValue] += 1
        return passCalls[step.rawValue]
    }

    func isCurrentTrackedRun(_ run: Int, of step: UpdatePass.Step) -> Bool {
        passCalls[step.rawValue] == run
    }

    /// How many times the update pass called this view's or controller's method for `step`:
    /// the console counts, so that a reader's views need no counters of their own.
    package func timesCalled(by step: UpdatePass.Step) -> Int {
        passCalls[step.rawValue]
    }
}

extension UIViewController {
    /// Runs what this controller and its view asked for; whether anything ran.
    func runUpdates() -> Bool {
        var ran = false
        if needsPropertiesUpdate {
            needsPropertiesUpdate = false
            if PlayedSystem.current.callsUpdateProperties {
                ran = true
                UpdatePass.tracked(.properties, of: self, updateProperties) {
                    [weak self] in self?.setNeedsUpdateProperties()
                }
            }
        }
        ran = view.runPropertyUpdates() || ran
        ran = view.layOutWhatAsked() || ran
        ran = view.runConfigurationUpdates() || ran
        if needsContentUnavailableUpdate {
            needsContentUnavailableUpdate = false
            ran = true
            UpdatePass.tracked(.contentUnavailable, of: self, runContentUnavailableUpdate) {
                [weak self] in self?.setNeedsUpdateContentUnavailableConfiguration()
            }
        }
        return ran
    }

    private func runContentUnavailableUpdate() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
}

extension UIView {
    /// `updateProperties()` for this view and those inside it that asked, top down.
    func runPropertyUpdates() -> Bool {
        var ran = false
        if needsPropertiesUpdate {
            needsPropertiesUpdate = false
            if PlayedSystem.current.callsUpdateProperties {
                ran = true
                UpdatePass.tracked(.properties, of: self, updateProperties) {
                    [weak self] in self?.setNeedsUpdateProperties()
                }
            }
        }
        for subview in subviews {
            ran = subview.runPropertyUpdates() || ran
        }
        return ran
    }

    /// Lays out this view if it asked, or else whatever inside it asked; whether anything was.
    func layOutWhatAsked() -> Bool {
        guard needsLayout else { return runLayoutBelow() }
        runLayout()
        return true
    }

    /// Lays out this view, then whatever inside it asked to be; a controller's root view tells
    /// its controller before and after.
    func runLayout() {
        needsLayout = false
        if let controller = owningViewController {
            UpdatePass.tracked(.layout, of: controller, controller.viewWillLayoutSubviews) {
                [weak self] in self?.setNeedsLayout()
            }
        }
        UpdatePass.tracked(.layout, of: self, layoutSubviews) {
            [weak self] in self?.setNeedsLayout()
        }
        _ = runLayoutBelow()
        owningViewController?.viewDidLayoutSubviews()
    }

    func runLayoutBelow() -> Bool {
        var ran = false
        for subview in subviews {
            ran = subview.layOutWhatAsked() || ran
        }
        return ran
    }

    /// The configuration updates of the cells inside this view that asked for one.
    func runConfigurationUpdates() -> Bool {
        var ran = false
        if let cell = self as? UITableViewCell, cell.needsConfigurationUpdate {
            cell.needsConfigurationUpdate = false
            ran = true
            UpdatePass.tracked(.configuration, of: cell, cell.runConfigurationUpdate) {
                [weak cell] in cell?.setNeedsUpdateConfiguration()
            }
        }
        for subview in subviews {
            ran = subview.runConfigurationUpdates() || ran
        }
        return ran
    }
}

#endif
