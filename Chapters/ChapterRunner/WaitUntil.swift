import MVVMKit
import ToolSupport

/// Lets the app run (a task's next step, a redraw) until `happened` holds. What a chapter
/// waits for happens within a few turns of the main actor, or after a pretend network's delay;
/// something that has not happened in ten seconds never will, and the chapter stops, saying
/// what it waited for, rather than hang or go on as if it had.
@MainActor
public func waitUntil(_ what: String, _ happened: () -> Bool) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    var turns = 0
    while !happened() {
        guard clock.now < deadline else {
            stop("\(programName): waited for \(what), and it did not happen.")
        }
        turns += 1
        if turns < 1_000 {
            await Task.yield()  // most waits end here, a few turns later
        } else {
            try? await Task.sleep(for: .milliseconds(1))  // a delay: wait without spinning
        }
    }
}

/// Lets the app run until every task its SwiftUI views started with `.task` has ended, and
/// what they changed is drawn: what a user waits for after a tap that starts a search or a
/// load.
@MainActor
public func waitForTheViewsTasks() async {
    #if canImport(UIKit)
    await Task.yield()  // a device runs them when it runs them
    #else
    await waitUntil("the views' tasks to end") {
        RunningTask.unfinished == 0 && !ViewGraph.hasRedrawScheduled
    }
    #endif
}

/// Lets UIKit run the update pass that a change asked for (`updateProperties()`, layout, cells'
/// configurations), and draw what it changed: what a device does before the next frame.
@MainActor
public func waitForTheUpdatePass() async {
    #if canImport(UIKit)
    await Task.yield()  // a device runs it before the next frame
    #else
    await waitUntil("UIKit's update pass") { !UpdatePass.hasPassScheduled }
    #endif
}
