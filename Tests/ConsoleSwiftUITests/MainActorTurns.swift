import Foundation

// The tests wait for the main actor by letting it run, never by a clock: a scheduled redraw
// or a task's next step is a turn or two away.

/// Lets the main actor run what is waiting for it (a scheduled redraw, a task's next step).
@MainActor
func letTheMainActorRun() async {
    for _ in 0..<20 {
        await Task.yield()
    }
}

/// Lets the main actor run until `condition` holds, or a bounded number of turns went by: a
/// cancelled task resumes once another thread has told it, without any clock.
@MainActor
func letTheMainActorRun(until condition: () -> Bool) async {
    for _ in 0..<100_000 where !condition() {
        await Task.yield()
    }
}
