import Foundation

/// Whether the chapter's page prints a stub's body, so that writing it is retyping from
/// memory, or only describes it, so that writing it is working it out: printed when most lines
/// of the body, trimmed, are lines of the page's Swift blocks.
public func bodyIsPrinted(_ stub: Stub, onPage page: String, workspace: URL) throws -> Bool {
    let source = try String(
        contentsOf: workspace.appendingPathComponent(stub.file), encoding: .utf8)
    let body = try stubbed(source, [stub]).bodies[0]
    let lines = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    let printed = Set(
        page.components(separatedBy: "```swift\n").dropFirst().flatMap {
            $0.components(separatedBy: "\n```")[0].split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        })
    return lines.filter(printed.contains).count * 2 > lines.count
}
