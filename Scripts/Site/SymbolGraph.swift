import Foundation

/// One public symbol of the kit, as the site lists it.
struct KitSymbol {
    let title: String
    let kind: String
    /// The kit folder it is declared in (`DI`); for a UIKit type, the folder that extends it.
    let folder: String
    let isTopLevel: Bool
    let isDocumented: Bool
}

/// The kit's symbol graph, cut down to the kit: the compiler's graph of `MVVMKit` also holds
/// Foundation (which the stand-in re-exports) and the console stand-in for UIKit, whose API is
/// UIKit's and is documented by Apple. A stand-in type stays only where the kit extends it,
/// with a line that says so.
func filterSymbolGraph(at url: URL, into output: URL) throws -> [KitSymbol] {
    let data = try Data(contentsOf: url)
    guard var graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]],
        let relationships = graph["relationships"] as? [[String: Any]]
    else { throw SiteError(description: "\(url.path) is not a symbol graph.") }

    func folder(of symbol: [String: Any]) -> String? {
        guard let location = symbol["location"] as? [String: Any],
            let uri = location["uri"] as? String,
            let range = uri.range(of: "/Chapters/MVVMKit/")
        else { return nil }
        return uri[range.upperBound...].split(separator: "/").first.map(String.init)
    }
    func identifier(of symbol: [String: Any]) -> String {
        (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
    }
    let isPublic: ([String: Any]) -> Bool = {
        ["public", "open"].contains($0["accessLevel"] as? String ?? "")
    }
    var kept: [String: [String: Any]] = [:]
    for symbol in symbols where isPublic(symbol) {
        if folder(of: symbol) != nil {
            kept[identifier(of: symbol)] = symbol
        }
    }
    let byIdentifier = Dictionary(
        symbols.map { (identifier(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    var extendedBy: [String: String] = [:]
    for relationship in relationships where relationship["kind"] as? String == "memberOf" {
        guard let source = relationship["source"] as? String, kept[source] != nil,
            let target = relationship["target"] as? String, kept[target] == nil,
            var type = byIdentifier[target]
        else { continue }
        let name = (type["names"] as? [String: Any])?["title"] as? String ?? target
        type["docComment"] = [
            "lines": [
                ["text": "UIKit's `\(name)`, which the kit extends."],
                ["text": ""],
                [
                    "text": "Only what the kit adds is listed here. Where there is no UIKit, the "
                        + "chapters use a console stand-in with the same API."
                ],
            ]
        ]
        kept[target] = type
        extendedBy[target] = folder(of: kept[source] ?? [:])
    }
    let members = Set(
        relationships.compactMap { relationship -> String? in
            relationship["kind"] as? String == "memberOf" ? relationship["source"] as? String : nil
        })
    graph["symbols"] = Array(kept.values)
    graph["relationships"] = relationships.filter {
        kept[$0["source"] as? String ?? ""] != nil
    }
    try FileManager.default.createDirectory(
        at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: graph).write(to: output)

    return kept.map { id, symbol in
        let names = symbol["names"] as? [String: Any]
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        return KitSymbol(
            title: names?["title"] as? String ?? id,
            kind: kind, folder: extendedBy[id] ?? folder(of: symbol) ?? "",
            isTopLevel: !members.contains(id), isDocumented: symbol["docComment"] != nil)
    }
}
