import Foundation

/// The public API that a folder of Swift files declares, read from the source text, one entry
/// per declaration: `` `Type.member(label:)`: traits ``. The traits say what a reader's code can
/// do with it: `open` or `public`; for a property `{ get }` or `{ get set }`; for an initializer
/// `required` or `convenience`; `override` where it overrides; `deprecated` where it warns.
/// Types carry what they inherit, and protocol requirements are marked `requirement`.
public func publicSurface(ofFolder folder: URL) throws -> Set<String> {
    let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    let files = (found?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
    var surface: Set<String> = []
    for file in files {
        let source = try String(contentsOf: file, encoding: .utf8)
        surface.formUnion(publicSurface(of: source))
    }
    return surface
}

func publicSurface(of source: String) -> Set<String> {
    let typePattern =
        #/
        ^ (?:nonisolated\ )? (?<access>public|open) \  (?:final\ )?
        (?<kind>class|protocol|enum|struct) \  (?<name>\w+) (?<rest>[^{]*)
        /#
    let extensionPattern = #/^extension (\w+)/#
    let nestedTypePattern =
        #/^ {4}(?<access>public|open) (?<kind>enum|struct|class) (?!var\b|func\b)(?<name>\w+)/#
    let memberPattern =
        #/
        ^ \ {4} (?<modifiers>(?:[\w()]+\ )*?) (?<kind>func|var|let|init\??)
        (?: \  (?<name>[\w`]+) | (?=[(<]) )
        /#
    var surface: Set<String> = []
    var currentType: String?
    var inProtocol = false
    var deprecated = false
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@available(") {
            var attribute = trimmed
            while attribute.filter({ $0 == "(" }).count > attribute.filter({ $0 == ")" }).count,
                let next = lines.popFirst()
            {
                attribute += next.trimmingCharacters(in: .whitespaces)
            }
            deprecated = deprecated || attribute.contains("deprecated")
            continue
        }
        defer {
            if !trimmed.hasPrefix("@"), !trimmed.hasPrefix("///") { deprecated = false }
        }
        if let match = line.firstMatch(of: typePattern) {
            currentType = String(match.name)
            inProtocol = match.kind == "protocol"
            let inherits = match.rest.trimmingCharacters(in: .whitespaces)
            let head = "\(match.access) \(match.kind) \(match.name)"
            surface.insert(entry(String(match.name), head + inherits))
        } else if let match = line.firstMatch(of: extensionPattern) {
            currentType = String(match.1)
            inProtocol = false
        } else if line.hasPrefix("}") {
            currentType = nil
        } else if let type = currentType, let match = line.firstMatch(of: nestedTypePattern) {
            surface.insert(entry("\(type).\(match.name)", "\(match.access) \(match.kind)"))
        } else if let type = currentType, let match = line.firstMatch(of: memberPattern) {
            let modifiers = match.modifiers.split(separator: " ").map(String.init)
            let access = modifiers.first { $0 == "public" || $0 == "open" }
            guard access != nil || inProtocol else { continue }
            var traits = [access ?? "requirement"]
            let kind = match.kind.hasPrefix("init") ? "init" : String(match.kind)
            let name: String
            switch kind {
            case "func", "init":
                // Read on to the end of the parameter list, which may span lines.
                var signature = String(line)
                while signature.filter({ $0 == "(" }).count > signature.filter({ $0 == ")" }).count,
                    let next = lines.popFirst()
                {
                    signature += " " + next
                }
                let base = kind == "init" ? "init" : String(match.name ?? "")
                name = "\(base)(\(labels(in: signature, after: base)))"
                traits += modifiers.filter { $0 == "required" || $0 == "convenience" }
                let isStatic = modifiers.contains("class") || modifiers.contains("static")
                traits.append(isStatic ? "static \(kind)" : kind)
            default:
                name = String(match.name ?? "")
                let prefix =
                    modifiers.contains("class")
                    ? "class " : modifiers.contains("static") ? "static " : ""
                traits.append(
                    prefix + "var " + settability(of: line, kind: kind, modifiers, &lines))
            }
            if modifiers.contains("override") { traits.append("override") }
            if deprecated { traits.append("deprecated") }
            surface.insert(entry("\(type).\(name)", traits.joined(separator: " ")))
        }
    }
    return surface
}

private func entry(_ name: String, _ traits: String) -> String {
    "`\(name)`: \(traits)"
}

/// `{ get }` or `{ get set }`, as a reader's code outside the module sees the property.
private func settability(
    of line: Substring, kind: String, _ modifiers: [String], _ lines: inout ArraySlice<Substring>
) -> String {
    let readOnly = "{ get }"
    let readWrite = "{ get set }"
    if kind == "let" || modifiers.contains(where: { $0.hasSuffix("(set)") }) {
        return readOnly
    }
    if line.contains("{ get set }") { return readWrite }
    if line.contains("{ get }") { return readOnly }
    guard line.contains("{") else { return readWrite }  // stored
    // A body: stored with observers, or computed with or without a setter.
    var body = String(line)
    var depth = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
    while depth > 0, let next = lines.popFirst() {
        body += "\n" + next
        depth += next.filter { $0 == "{" }.count - next.filter { $0 == "}" }.count
    }
    let accessors = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let writable = accessors.contains {
        $0.hasPrefix("set {") || $0.hasPrefix("nonmutating set {") || $0.hasPrefix("didSet")
            || $0.hasPrefix("willSet")
    }
    return writable ? readWrite : readOnly
}

/// `label:` for each parameter of the first parameter list after `name`.
private func labels(in signature: String, after name: String) -> String {
    guard let nameRange = signature.range(of: name),
        let open = signature[nameRange.upperBound...].firstIndex(of: "(")
    else { return "" }
    var depth = 0
    var current = ""
    var parameters: [String] = []
    var previous: Character = " "
    for character in signature[signature.index(after: open)...] {
        defer { previous = character }
        if character == "(" || character == "[" || character == "<" { depth += 1 }
        if character == ")" || character == "]" || (character == ">" && previous != "-") {
            if depth == 0 { break }
            depth -= 1
        }
        if character == ",", depth == 0 {
            parameters.append(current)
            current = ""
        } else {
            current.append(character)
        }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty {
        parameters.append(current)
    }
    return parameters.map { parameter in
        // An attribute such as `@ViewBuilder` comes before the label.
        let words = parameter.trimmingCharacters(in: .whitespaces).split(separator: " ")
        let label = words.first { !$0.hasPrefix("@") } ?? ""
        return label.hasSuffix(":") ? "\(label)" : "\(label):"
    }.joined()
}
