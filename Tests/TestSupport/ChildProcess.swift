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
///
/// It waits without holding a thread: a test on the main actor that runs a chapter leaves the
/// actor free for the other tests until the child exits.
public func run(
    _ executable: URL, arguments: [String] = [], environment: [String: String] = [:],
    in folder: URL? = nil, input: String? = nil
) async throws -> ProcessOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }

    // Both outputs go to files, read once the child has exited: nothing to drain meanwhile.
    let stdoutFile = try OutputFile()
    let stderrFile = try OutputFile()
    process.standardOutput = stdoutFile.handle
    process.standardError = stderrFile.handle
    let inputPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe

    try await withCheckedThrowingContinuation { (exited: CheckedContinuation<Void, any Error>) in
        process.terminationHandler = { _ in exited.resume() }
        do {
            try process.run()
        } catch {
            exited.resume(throwing: error)
            return
        }
        if let input {
            // The pipe holds 64 KB, more than any script here, so writing first cannot block.
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try? inputPipe.fileHandleForWriting.close()
        }
    }
    let stdout = try stdoutFile.contents()
    let stderr = try stderrFile.contents()

    return ProcessOutput(
        status: process.terminationStatus,
        stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self),
        stdoutBytes: [UInt8](stdout))
}

/// A temporary file a child process writes to, removed once read.
private struct OutputFile {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("output-\(UUID().uuidString)")
    let handle: FileHandle

    init() throws {
        try Data().write(to: url)
        handle = try FileHandle(forWritingTo: url)
    }

    func contents() throws -> Data {
        try handle.close()
        defer { try? FileManager.default.removeItem(at: url) }
        return try Data(contentsOf: url)
    }
}

/// Runs one of the package's executables (`Chapter1`, …) from the build under test.
public func runProduct(
    _ name: String, arguments: [String] = [], environment: [String: String] = [:],
    input: String? = nil
) async throws -> ProcessOutput {
    try await run(
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
