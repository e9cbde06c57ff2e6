import Foundation

/// What a command printed, standard output and standard error together, and how it ended.
public struct CommandResult: Sendable {
    public let status: Int32
    public let output: String
}

/// Runs a program found on the PATH to its end, with nothing on its standard input.
public func runCommand(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
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
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
}
