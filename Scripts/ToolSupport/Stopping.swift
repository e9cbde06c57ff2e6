import Foundation

/// How every tool of the workspace ends when it cannot go on: one line on standard error,
/// after what it printed so far.

/// Something went wrong doing what was asked: status 1.
public func stop(_ message: String) -> Never {
    end(with: message, status: 1)
}

/// Answers `--help` or `-h`, given alone, with the tool's usage on standard output and status 0.
public func answerHelp(_ usage: String, in arguments: [String]) {
    guard arguments == ["--help"] || arguments == ["-h"] else { return }
    print(usage)
    exit(0)
}

/// A command line the tool cannot run: status 2, the usual status for one.
public func stopWithUsage(_ message: String) -> Never {
    end(with: message, status: 2)
}

private func end(with message: String, status: Int32) -> Never {
    fflush(nil)  // what was printed so far comes first
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}
