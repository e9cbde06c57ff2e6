/// What the reader asked a chapter for, on its command line.
enum Mode: Equatable {
    case whole
    case list
    case help
    case section(Int)
    case pause
    case play
    case misuse(String)
}

/// Reads a chapter's command line: no option, or exactly one of `--list`, `--section K`,
/// `--pause`, `--play`, `--misuse NAME`, `--help`. Anything else is answered with one line naming
/// what is valid.
func mode(
    from arguments: [String], sectionCount: Int, canPlay: Bool, misuses: [String] = []
) -> Result<Mode, UsageError> {
    let valid =
        "Options: "
        + options(sectionCount: sectionCount, canPlay: canPlay, misuses: !misuses.isEmpty)
    if arguments.first == "--misuse", !misuses.isEmpty {
        let names = misuses.joined(separator: ", ")
        guard arguments.count == 2, misuses.contains(arguments[1]) else {
            return .failure(UsageError("--misuse takes one of: \(names)."))
        }
        return .success(.misuse(arguments[1]))
    }
    switch arguments {
    case []: return .success(.whole)
    case ["--list"]: return .success(.list)
    case ["--help"], ["-h"]: return .success(.help)
    case ["--pause"]: return .success(.pause)
    case ["--play"] where canPlay: return .success(.play)
    case ["--play"]:
        return .failure(
            UsageError("this chapter has no screens to play with. \(valid)"))
    case ["--section"]:
        return .failure(UsageError("--section needs a number from 1 to \(sectionCount)."))
    default:
        break
    }
    if arguments.count == 2, arguments[0] == "--section" {
        guard let section = Int(arguments[1]), (1...sectionCount).contains(section) else {
            return .failure(
                UsageError(
                    "there is no section \"\(arguments[1])\"; sections are 1 to \(sectionCount)"
                        + " (--list names them)."))
        }
        return .success(.section(section))
    }
    if arguments.count > 2, arguments[0] == "--section",
        !arguments.dropFirst().contains(where: { $0.hasPrefix("--") })
    {
        return .failure(UsageError("--section takes one number, from 1 to \(sectionCount)."))
    }
    if arguments.count > 1, arguments.allSatisfy({ $0.hasPrefix("--") }) {
        return .failure(UsageError("one option at a time. \(valid)"))
    }
    let unknown =
        arguments.indices.first { index in
            !knownOptions.contains(arguments[index])
                && !(index > 0 && arguments[index - 1] == "--section")
        }.map { arguments[$0] } ?? arguments[0]
    return .failure(UsageError("unknown option \"\(unknown)\". \(valid)"))
}

private let knownOptions: Set = [
    "--list", "--help", "-h", "--pause", "--play", "--section", "--misuse",
]

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
