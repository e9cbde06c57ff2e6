/// A section's source file cut into the steps of its tutorial: one per top-level declaration,
/// with the imports before the first. Each step's text is the declaration's doc comment.
struct Step {
    let text: String
    /// The file as it stands after this step: every declaration so far.
    let code: String
}

func steps(of source: String) -> [Step] {
    let lines = source.components(separatedBy: "\n")
    var chunks: [[String]] = [[]]
    var depth = 0
    var inMultilineString = false
    for (index, line) in lines.enumerated() {
        let startsDeclaration =
            depth == 0 && !inMultilineString && index > 0
            && lines[index - 1].trimmingCharacters(in: .whitespaces).isEmpty
            && !line.isEmpty && !line.hasPrefix(" ") && !line.hasPrefix("}")
            && !line.hasPrefix("#endif") && !line.hasPrefix("import ")
        if startsDeclaration, chunks[chunks.count - 1].contains(where: isCode) {
            chunks.append([])
        }
        chunks[chunks.count - 1].append(line)
        depth += braceBalance(of: line, inMultilineString: &inMultilineString)
    }
    var code: [String] = []
    return chunks.map { chunk in
        code += chunk
        let comment = chunk.filter { $0.hasPrefix("///") }
            .map { $0.dropFirst(3).trimmingCharacters(in: .whitespaces) }
        let firstCode = chunk.first { isCode($0) && !$0.hasPrefix("@") } ?? ""
        let text =
            comment.isEmpty
            ? "Then `\(firstCode.trimmingCharacters(in: .whitespaces))`."
            : comment.joined(separator: " ")
        return Step(text: text, code: code.joined(separator: "\n"))
    }
}

/// A line that is neither blank, a comment, nor an import or its condition.
private func isCode(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return !trimmed.isEmpty && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("import ")
        && !trimmed.hasPrefix("#if") && !trimmed.hasPrefix("#endif")
}

/// Opening minus closing braces outside comments and string literals.
private func braceBalance(of line: String, inMultilineString: inout Bool) -> Int {
    if line.contains("\"\"\"") {
        let count = line.components(separatedBy: "\"\"\"").count - 1
        if count % 2 == 1 { inMultilineString.toggle() }
        return 0
    }
    if inMultilineString { return 0 }
    var balance = 0
    var inString = false
    var previous: Character = " "
    for character in line {
        if inString {
            if character == "\"" && previous != "\\" { inString = false }
        } else if character == "\"" {
            inString = true
        } else if character == "/" && previous == "/" {
            break
        } else if character == "{" {
            balance += 1
        } else if character == "}" {
            balance -= 1
        }
        previous = character
    }
    return balance
}
