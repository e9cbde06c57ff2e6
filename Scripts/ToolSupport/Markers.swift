import Foundation

/// What a page's marker on `line` says: `value` for `<!-- key: value -->`, spaces around it
/// aside. A marker whose fields follow on the next lines (`<!-- try: path`) has no `-->` on
/// its first line; its value is the rest of that line. Nil when `line` is no such marker.
///
/// The pages say where their blocks come from (`from:`, `transcript:`, `illustration:`),
/// which claims they list (`tests:`) and what their Try this change (`try:`) with these.
public func marker(_ key: String, in line: some StringProtocol) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let opening = "<!-- \(key): "
    guard trimmed.hasPrefix(opening) else { return nil }
    let value = trimmed.dropFirst(opening.count)
    return String(value.hasSuffix(" -->") ? value.dropLast(4) : value)
}
