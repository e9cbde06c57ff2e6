import Foundation

// A layout file names a screen's views, in the order they are added to it:
//   # comments and blank lines are skipped
//   controller LoginViewController
//   titleLabel: UILabel
//   ordersTable: UITableView

/// One view of a layout: its name, its UIKit type, and the line it is on, for messages.
struct Outlet: Equatable {
    let name: String
    let type: String
    let line: Int
}

/// What is wrong with a layout, and on which line.
struct LayoutError: Error, Equatable {
    let line: Int
    let message: String
}

/// Words a property cannot be named without backticks, which a layout has no reason to need.
let keywords: Set<String> = [
    "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
    "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
    "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
    "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static",
    "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
    "var", "where", "while",
]

func isIdentifier(_ text: String) -> Bool {
    guard !keywords.contains(text), let first = text.first, first.isLetter || first == "_"
    else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}

/// Reads a layout strictly: the controller it is for, and its views in order.
func parseLayout(_ text: String) throws -> (controller: String, outlets: [Outlet]) {
    var controller: String?
    var outlets: [Outlet] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
    {
        let number = index + 1
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.isEmpty || line.hasPrefix("#") { continue }
        if line.hasPrefix("controller ") {
            let name = line.dropFirst("controller ".count).trimmingCharacters(in: .whitespaces)
            guard controller == nil else {
                throw LayoutError(
                    line: number, message: "a second controller line; a layout names one controller"
                )
            }
            guard isIdentifier(name) else {
                throw LayoutError(line: number, message: "'\(name)' is not a Swift type name")
            }
            controller = name
            continue
        }
        let parts = line.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw LayoutError(line: number, message: "expected 'name: Type', got '\(line)'")
        }
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        let type = parts[1].trimmingCharacters(in: .whitespaces)
        guard isIdentifier(name) else {
            throw LayoutError(line: number, message: "'\(name)' is not a Swift identifier")
        }
        guard isIdentifier(type) else {
            throw LayoutError(line: number, message: "'\(type)' is not a Swift type name")
        }
        if let earlier = outlets.first(where: { $0.name == name }) {
            throw LayoutError(
                line: number, message: "'\(name)' is named twice; first on line \(earlier.line)")
        }
        outlets.append(Outlet(name: name, type: type, line: number))
    }
    guard let controller else {
        throw LayoutError(
            line: 1, message: "no 'controller Name' line; a layout names the controller it is for")
    }
    return (controller, outlets)
}
