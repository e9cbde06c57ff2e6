/// What a check found for one claim.
public enum Outcome: Equatable, Sendable {
    case holds
    /// It ran and failed: the first issue it recorded, in one line.
    case fails(String)
    /// It stopped in a stub: where the body to write is, and its hint.
    case waits(place: String, hint: String)
}

/// Reads the output of one `swift test --no-parallel` run over some claims: the outcome of each
/// claim that finished and, if the run stopped in a stub, the claim it stopped in.
public func outcomes(ofRun output: String, claims: [Claim]) -> [String: Outcome] {
    var found: [String: Outcome] = [:]
    // Each claim's first issue, with the lines printed under it (an expectation written over
    // several lines, the comment that quotes a child process's output).
    var issues: [String: [String]] = [:]
    var issueGoingOn: String?
    var running: String?
    for line in output.split(separator: "\n") {
        guard let name = claims.first(where: { line.contains("Test \"\($0.name)\" ") })?.name
        else {
            // A comment's line starts with an arrow: `↳ message`.
            let text = line.drop { $0 == "↳" || $0 == " " }
            if let issueGoingOn { issues[issueGoingOn]?.append(String(text)) }
            continue
        }
        issueGoingOn = nil
        if line.hasSuffix("started.") && !line.contains("Test case") {
            running = name
        } else if line.contains("recorded an issue"), issues[name] == nil {
            issues[name] = [String(line)]
            issueGoingOn = name
        } else if line.contains(" passed after ") {
            found[name] = .holds
        } else if line.contains(" failed after ") {
            let issue = issues[name] ?? [String(line)]
            // A claim that runs a child process (the chapter, or an exit test) sees the stub in
            // what the child wrote: it waits for that stub too.
            if let stop = issue.lazy.compactMap(stubStop(quotedIn:)).first {
                found[name] = .waits(place: stop.place, hint: stop.hint)
            } else {
                found[name] = .fails(oneLine(issue[0]))
            }
        }
    }
    // The process stopped when a stub was reached: the run never printed its last line.
    let ended = output.contains("Test run with ")
    if !ended, let running, found[running] == nil, let stop = lastStubStop(in: output) {
        found[running] = .waits(place: stop.place, hint: stop.hint)
    }
    return found
}

/// An issue's line as a reader reads it: where the claim failed, and the start of what it
/// expected (`6-MisuseTests.swift:79: Expectation failed: (missingPhrases(...`).
func oneLine(_ issue: String) -> String {
    guard let at = issue.range(of: "recorded an issue at ") else { return issue }
    let place = issue[at.upperBound...]
    let shown = place.count > 90 ? place.prefix(90) + "..." : place
    return "fails at " + shown
}

/// The last stub stop a run printed: a stub reached by a claim's own child process (an exit
/// test) prints earlier lines, the one that stopped the run prints the last.
func lastStubStop(in output: String) -> (place: String, hint: String)? {
    for line in output.split(separator: "\n").reversed() {
        if let stop = stubStop(in: String(line)) {
            return stop
        }
    }
    return nil
}

/// A stub stop quoted inside an issue's message, where a child process's output is shown
/// between quotes and with its line breaks written `\n`.
func stubStop(quotedIn issue: String) -> (place: String, hint: String)? {
    guard let marker = issue.range(of: ": stub: ") else { return nil }
    let before = issue[..<marker.lowerBound]
    let start =
        [before.range(of: "\"", options: .backwards), before.range(of: "\\n", options: .backwards)]
        .compactMap { $0?.upperBound }.max() ?? before.startIndex
    let after = issue[marker.upperBound...]
    let end =
        [after.range(of: "\\n"), after.range(of: "\""), after.range(of: "\n")]
        .compactMap { $0?.lowerBound }.min() ?? after.endIndex
    return (String(issue[start..<marker.lowerBound]), String(after[..<end]))
}
