import Foundation

/// What the kit does with a message nobody handled, such as an event that reached the top of a
/// responder chain. Never silent by default, and never a crash in a shipped app.
public enum UnhandledPolicy: Sendable {
    /// Stop the program, naming the message and the path it took: a lost message is a bug to
    /// see. The default in debug builds, and so in the tests.
    case strict
    /// Write one warning line naming the message and its path, and go on. The default in
    /// release builds.
    case warn
    /// Say nothing, for a message that may go unhandled on purpose.
    case off

    /// `strict` in a debug build, `warn` in a release build.
    public static var buildDefault: UnhandledPolicy {
        #if DEBUG
        .strict
        #else
        .warn
        #endif
    }
}

/// Where the kit's folders send what nobody handled.
@MainActor
public enum Unhandled {
    /// Where warnings go: standard error, unless set (a chapter prints them, a test keeps them).
    public static var warningOutput: (String) -> Void = { line in
        FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
    }

    /// Applies `policy` to a message nobody handled. A late message, one sent by something no
    /// longer on screen (a reused cell, a completion that came after its screen left), happens
    /// in correct apps too, so even `strict` only warns about it.
    public static func report(_ description: String, policy: UnhandledPolicy, isLate: Bool) {
        switch policy {
        case .strict where !isLate:
            fatalError(
                "\(description) (This stop is the strict policy of debug builds; a release "
                    + "build warns instead.)")
        case .strict, .warn:
            warningOutput(description)
        case .off:
            break
        }
    }
}
