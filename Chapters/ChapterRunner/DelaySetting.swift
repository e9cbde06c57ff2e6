import Foundation
import ToolSupport

/// The pretend network delay, in seconds, from the environment variable `name`: nil when it is
/// not set, or set to nothing. Anything but a number from 0 to `limit` stops the chapter with
/// one line saying so, before it prints anything; a `Duration` cannot hold NaN, infinity or
/// 1e308 seconds.
public func delaySetting(_ name: String = "CHAPTER_DELAY_SECONDS", limit: Double = 60)
    -> Duration?
{
    guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else { return nil }
    guard let seconds = Double(text), seconds.isFinite, (0...limit).contains(seconds) else {
        stopWithUsage(
            "\(name) must be a number of seconds from 0 to \(Int(limit)), such as 0 or 0.5; "
                + "it is \"\(text)\".")
    }
    return .milliseconds(Int((seconds * 1000).rounded()))
}

/// A command line the chapter cannot run: one line, prefixed with the chapter's name.
func stopWithUsage(_ line: String) -> Never {
    ToolSupport.stopWithUsage("\(programName): \(line)")
}

/// The name the chapter was run by, `Chapter1` and so on.
var programName: String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "ChapterN"
}
