import Foundation

/// What a finished child process left behind.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
    /// The exact bytes written to standard output, for byte-for-byte comparisons.
    public let stdoutBytes: [UInt8]
}

/// Runs a program to the end and collects everything it printed. `input`, if given, is its
/// standard input, a pipe that ends after it; otherwise standard input is empty.
public func run(
    _ executable: URL, arguments: [String] = [], environment: [String: String] = [:],
    in folder: URL? = nil, input: String? = nil
) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }

    // Standard error goes to a file, so reading standard output to its end can never
    // block on a full stderr pipe.
    let stderrFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("stderr-\(UUID().uuidString)")
    try Data().write(to: stderrFile)
    defer { try? FileManager.default.removeItem(at: stderrFile) }
    let stderrHandle = try FileHandle(forWritingTo: stderrFile)
    let stdoutPipe = Pipe()
    process.standardOutput = stdoutPipe
    process.standardError = stderrHandle
    let inputPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe

    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    if let input {
        // The pipe holds 64 KB, more than any script here, so writing first cannot block.
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
    }
    let stdout = stdoutPipe.fileHandleForReading.readDataToEndOfFile()
    exited.wait()
    try stderrHandle.close()
    let stderr = try Data(contentsOf: stderrFile)

    return ProcessOutput(
        status: process.terminationStatus,
        stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self),
        stdoutBytes: [UInt8](stdout))
}

/// Runs one of the package's executables (`Chapter1`, …) from the build under test.
public func runProduct(
    _ name: String, arguments: [String] = [], environment: [String: String] = [:],
    input: String? = nil
) throws -> ProcessOutput {
    try run(
        Workspace.productsDirectory.appendingPathComponent(name), arguments: arguments,
        environment: environment, input: input)
}

/// What a stopped child process wrote to standard error, as text: the bytes an exit test
/// observed (`result?.standardErrorContent`).
public func stopMessage(_ standardError: [UInt8]?) -> String {
    String(decoding: standardError ?? [], as: UTF8.self)
}

/// The phrases that `message` does not contain; empty when the stop said all of them.
public func missingPhrases(_ phrases: [String], in message: String) -> [String] {
    phrases.filter { !message.contains($0) }
}
