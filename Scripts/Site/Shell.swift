import Foundation

/// Why the site could not be built, in one message that says what to do.
struct SiteError: Error, CustomStringConvertible {
    let description: String
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
}
