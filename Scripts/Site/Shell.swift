import Foundation

/// What a command printed, and how it ended.
struct CommandResult {
    let status: Int32
    let output: String
}

/// Runs a program found on the PATH, with its output and errors collected together.
func runCommand(_ arguments: [String], in folder: URL? = nil) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let folder {
        process.currentDirectoryURL = folder
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// Why the site could not be built, in one message that says what to do.
struct SiteError: Error, CustomStringConvertible {
    let description: String
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
}
