import Foundation
import TestSupport

/// Runs the built OutletsTool on a layout file holding `layout`, and returns what it printed
/// and, if it succeeded, the Swift it wrote.
func runOutletsTool(on layout: String) async throws -> (result: ProcessOutput, swift: String?) {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("outlets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("Screen.layout")
    let output = folder.appendingPathComponent("Screen+Outlets.swift")
    try layout.write(to: input, atomically: true, encoding: .utf8)
    let result = try await run(
        Workspace.productsDirectory.appendingPathComponent("OutletsTool"),
        arguments: [input.path, output.path])
    return (result, try? String(contentsOf: output, encoding: .utf8))
}

/// The layout the chapter's login screen uses, as a fixture the tests can vary.
let loginLayout = """
    controller LoginViewController
    titleLabel: UILabel
    greetingLabel: UILabel
    """
