import MVVMKit

/// Takes `--system N` off a chapter's command line and plays that iOS: what UIKit's update pass
/// calls and tracks (`PlayedSystem`). Returns the rest of the command line.
@MainActor
func playedSystem(from arguments: [String]) -> Result<[String], UsageError> {
    guard let at = arguments.firstIndex(of: "--system") else { return .success(arguments) }
    let systems = ["26": 26, "18": 18, "17": 17]
    guard at + 1 < arguments.count, let version = systems[arguments[at + 1]] else {
        return .failure(UsageError("--system takes 26, 18 or 17."))
    }
    var rest = arguments
    rest.removeSubrange(at...(at + 1))
    if rest.contains("--system") {
        return .failure(UsageError("--system goes once."))
    }
    if rest.contains("--list") || rest.contains("--help") || rest.contains("-h") {
        return .failure(UsageError("--system does not go with --list or --help."))
    }
    #if canImport(UIKit)
    _ = version  // a device runs the iOS it has
    #else
    PlayedSystem.current =
        switch version {
        case 17: .iOS17
        case 18: .iOS18
        default: .iOS26
        }
    #endif
    return .success(rest)
}
