import Foundation

/// The public API that a folder of Swift files declares, as `Type.member(label:)` names, read
/// from the source text: public and open members of public types and extensions, and every
/// requirement of a public protocol. Overrides are left out; they are named on the class that
/// first declares them.
public func publicSurface(ofFolder folder: URL) throws -> Set<String> {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }
    var surface: Set<String> = []
    for name in names {
        let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        surface.formUnion(publicSurface(of: source))
    }
    return surface
}

func publicSurface(of source: String) -> Set<String> {
    let typePattern =
        #/^(?:@\w+\s+)*(?:public |open )(?:final )?(?:class|protocol|enum|struct) (\w+)/#
    let extensionPattern = #/^extension (\w+)/#
    let memberPattern =
        #/^\s{4}(?:@\w+\s+)*(?<access>public |open )?(?:private\(set\) )?(?<override>override )?(?:static |required |convenience |weak )*(?<kind>func|var|let|init|enum|class)\b\s*(?<name>[\w`]*)/#
    var surface: Set<String> = []
    var currentType: String?
    var inProtocol = false
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
        if let match = line.firstMatch(of: typePattern) {
            currentType = String(match.1)
            inProtocol = line.contains("protocol ")
            surface.insert(String(match.1))
        } else if let match = line.firstMatch(of: extensionPattern) {
            currentType = String(match.1)
            inProtocol = false
        } else if line.hasPrefix("}") {
            currentType = nil
        } else if let type = currentType, let match = line.firstMatch(of: memberPattern),
            match.override == nil, match.access != nil || inProtocol
        {
            let name = String(match.name)
            switch match.kind {
            case "func", "init":
                // Read on to the end of the parameter list, which may span lines.
                var signature = String(line)
                while signature.filter({ $0 == "(" }).count > signature.filter({ $0 == ")" }).count,
                    let next = lines.popFirst()
                {
                    signature += " " + next
                }
                let base = match.kind == "init" ? "init" : name
                surface.insert("\(type).\(base)(\(labels(in: signature, after: base)))")
            default:
                surface.insert("\(type).\(name)")
            }
        }
    }
    return surface
}

/// `label:` for each parameter of the first parameter list after `name`.
private func labels(in signature: String, after name: String) -> String {
    guard let nameRange = signature.range(of: name + "("),
        let open = signature[nameRange.lowerBound...].firstIndex(of: "(")
    else { return "" }
    var depth = 0
    var current = ""
    var parameters: [String] = []
    for character in signature[signature.index(after: open)...] {
        if character == "(" || character == "[" || character == "<" { depth += 1 }
        if character == ")" || character == "]" || character == ">" {
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
        let label = parameter.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? ""
        return label.hasSuffix(":") ? "\(label)" : "\(label):"
    }.joined()
}
