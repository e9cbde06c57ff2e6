/// What the reader asked a chapter for, on its command line.
enum Mode: Equatable {
    case whole
    case list
    case help
    case section(Int, pausing: Bool)
    case pause
    case play
    case misuse(String)
}

/// Reads a chapter's command line: no option; `--section K`, `--pause`, or both; or one of
/// `--list`, `--play`, `--misuse NAME`, `--help` alone. Anything else is answered with one line
/// naming what is valid.
func mode(
    from arguments: [String], sectionCount: Int, canPlay: Bool, misuses: [String] = []
) -> Result<Mode, UsageError> {
    let valid =
        "Options: "
        + options(sectionCount: sectionCount, canPlay: canPlay, misuses: !misuses.isEmpty)
    var rest = arguments[...]
    var (section, pausing, alone): (Int?, Bool, Mode?) = (nil, false, nil)
    var seen: Set<String> = []
    while let word = rest.popFirst() {
        guard seen.insert(word).inserted || !word.hasPrefix("-") else {
            return .failure(UsageError("\(word) goes once. \(valid)"))
        }
        switch word {
        case "--section":
            guard let value = rest.popFirst() else {
                return .failure(UsageError("--section needs a number from 1 to \(sectionCount)."))
            }
            guard let number = Int(value), (1...sectionCount).contains(number) else {
                return .failure(
                    UsageError(
                        "there is no section \"\(value)\"; sections are 1 to \(sectionCount)"
                            + " (--list names them)."))
            }
            section = number
        case "--pause": pausing = true
        case "--list": alone = .list
        case "--help", "-h": alone = .help
        case "--play" where canPlay: alone = .play
        case "--play":
            return .failure(UsageError("this chapter has no screens to play with. \(valid)"))
        case "--misuse" where misuses.isEmpty:
            return .failure(UsageError("this chapter has no misuse to run. \(valid)"))
        case "--misuse":
            guard let name = rest.popFirst(), misuses.contains(name) else {
                let names = misuses.joined(separator: ", ")
                return .failure(UsageError("--misuse takes one of: \(names)."))
            }
            alone = .misuse(name)
        default:
            return .failure(UsageError("unknown option \"\(word)\". \(valid)"))
        }
    }
    if let alone {
        guard section == nil, !pausing, rest.isEmpty,
            arguments.count == (alone == .list || alone == .help || alone == .play ? 1 : 2)
        else {
            return .failure(UsageError("\(arguments[0]) goes alone. \(valid)"))
        }
        return .success(alone)
    }
    if let section {
        return .success(.section(section, pausing: pausing))
    }
    return .success(pausing ? .pause : .whole)
}

/// The options a chapter takes, in one line.
func options(sectionCount: Int, canPlay: Bool, misuses: Bool = false) -> String {
    let play = canPlay ? ", --play" : ""
    let misuse = misuses ? ", --misuse NAME" : ""
    return "--list, --section K (1 to \(sectionCount)), --pause\(play)\(misuse), --help."
}

/// A command line the chapter cannot run, and why, in one line.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
