import Foundation
import ToolSupport

/// What a build said: nothing to report, or the compiler's output when it failed.
enum BuildResult: Equatable {
    case built
    case failed(String)
}

/// Everything the watcher asks of the world, given to it, so that a test can drive it with a
/// folder of its own and a clock that moves only when told.
struct WatchWorld {
    /// The modification dates of the watched files, by path.
    var snapshot: () -> [String: Date]
    /// A steady time in seconds, to say how long a rebuild and a run took.
    var now: () -> Double
    var build: () -> BuildResult
    /// Runs the chapter, or its section: what it printed.
    var run: () -> String
    var say: (String) -> Void
}

/// Runs a chapter, then again after every save, and says what the save changed: the first
/// compiler error when the build fails, or the lines of output that differ from the last good
/// run.
final class Watcher {
    private let world: WatchWorld
    private var saves: SaveDetector
    private var lastOutput: String?

    init(world: WatchWorld) {
        self.world = world
        saves = SaveDetector(world.snapshot)
    }

    /// The first run: its output whole, as `swift run` prints it.
    func start() {
        switch world.build() {
        case .built:
            sayWhole(world.run())
        case .failed(let output):
            world.say(firstError(in: output))
        }
    }

    /// Looks once for a save since the last look, and answers it. Returns whether it found one.
    @discardableResult
    func checkForSaves() -> Bool {
        guard saves.sawASave() else { return false }
        let started = world.now()
        let result = world.build()
        let built = world.now()
        switch result {
        case .failed(let errors):
            world.say("Rebuilt in \(seconds(built - started)): the build failed.")
            world.say(firstError(in: errors))
            world.say("Waiting for the next save.")
        case .built:
            let output = world.run()
            let ran = world.now()
            world.say("Rebuilt in \(seconds(built - started)), ran in \(seconds(ran - built)).")
            if let lastOutput {
                outputDiff(from: lastOutput, to: output).forEach(world.say)
                self.lastOutput = output
            } else {
                sayWhole(output)
            }
        }
        return true
    }

    /// Says a run's output as it printed it, and keeps it for the next diff.
    private func sayWhole(_ output: String) {
        lastOutput = output
        world.say(output.hasSuffix("\n") ? String(output.dropLast()) : output)
    }
}

private func seconds(_ interval: Double) -> String {
    String(format: "%.1f s", interval)
}

/// The compiler's first error, as it gives it (`file:line:column: error: message`), with its
/// path made relative to the workspace; or the output's last lines when it has none.
func firstError(in output: String, workspace: String = FileManager.default.currentDirectoryPath)
    -> String
{
    let lines = output.components(separatedBy: "\n")
    guard let error = lines.first(where: { $0.contains(": error: ") }) else {
        return lines.filter { !$0.isEmpty }.suffix(5).joined(separator: "\n")
    }
    let prefix = workspace.hasSuffix("/") ? workspace : workspace + "/"
    return error.hasPrefix(prefix) ? String(error.dropFirst(prefix.count)) : error
}
