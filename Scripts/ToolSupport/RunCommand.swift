import Foundation

/// What a command printed, standard output and standard error together, and how it ended.
public struct CommandResult: Sendable {
    public let status: Int32
    public let output: String
}

/// Runs a program found on the PATH to its end, with nothing on its standard input; `eachLine`
/// hears each line as the program prints it, for a long build's progress.
public func runCommand(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
    eachLine: (String) -> Void = { _ in }
) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let folder {
        process.currentDirectoryURL = folder
    }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var output = Data()
    var unfinished = Data()
    while case let chunk = pipe.fileHandleForReading.availableData, !chunk.isEmpty {
        output.append(chunk)
        unfinished.append(chunk)
        while let newline = unfinished.firstIndex(of: 10) {
            eachLine(String(decoding: unfinished[..<newline], as: UTF8.self))
            unfinished = Data(unfinished[(newline + 1)...])
        }
    }
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
}
