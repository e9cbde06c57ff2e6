import Foundation

/// Type-checks a Swift snippet against the modules of the build under test, the way a
/// reader's own file that imports MVVMKit would be checked.
public func typecheck(
    _ source: String, warningsAsErrors: Bool = false, extraArguments: [String] = []
) async throws -> ProcessOutput {
    let snippet = FileManager.default.temporaryDirectory
        .appendingPathComponent("snippet-\(UUID().uuidString).swift")
    try source.write(to: snippet, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: snippet) }
    let modules = Workspace.productsDirectory.appendingPathComponent("Modules")
    return try await swiftc(
        ["-typecheck", "-swift-version", "6", "-I", modules.path, snippet.path]
            + (warningsAsErrors ? ["-warnings-as-errors"] : []) + extraArguments)
}

/// Compiles the given source files as one module, as if copied into an empty package. It
/// emits the module's interface rather than a library: the same errors and warnings, in
/// about two thirds of the time.
public func compileModule(_ files: [URL], warningsAsErrors: Bool = true) async throws
    -> ProcessOutput
{
    let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("module-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    var arguments = [
        "-swift-version", "6", "-parse-as-library", "-module-name", "Copied",
        "-package-name", "Copied", "-emit-module", "-emit-module-path",
        output.appendingPathComponent("Copied.swiftmodule").path,
    ]
    if warningsAsErrors {
        arguments.append("-warnings-as-errors")
    }
    return try await swiftc(arguments + files.map(\.path))
}

/// Type-checks the given source files as one module, warnings as errors: whether they compile
/// together with nothing else (but the modules in `modules`, when given), which is all a
/// copy-alone check asks. (Code generation's own warnings are the normal build's to report.)
public func typecheckModule(_ files: [URL], modules: URL? = nil) async throws -> ProcessOutput {
    try await swiftc(
        [
            "-swift-version", "6", "-parse-as-library", "-module-name", "Copied",
            "-package-name", "Copied", "-typecheck", "-warnings-as-errors",
        ] + (modules.map { ["-I", $0.path] } ?? []) + files.map(\.path))
}

/// Runs the compiler with `arguments`, as a build step would, in whole-module mode: one
/// compiler job reads every file once, where the default starts a job per batch of files that
/// each parse them all (a fifth of the time for the kit's 48 files).
public func swiftc(_ arguments: [String]) async throws -> ProcessOutput {
    try await run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swiftc", "-wmo"] + arguments)
}
