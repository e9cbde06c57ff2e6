import Foundation

/// What went wrong when the exercises and the workspace disagree (a listed body that cannot be
/// found, a manifest line that moved), which must fail CI, never a reader.
public struct StubError: Error, CustomStringConvertible {
    public let description: String
}

/// Replaces the body of each stub's declaration in `source` with a stop that gives its hint.
/// Returns the stubbed text and the bodies it took out, in the order of `stubs`.
public func stubbed(_ source: String, _ stubs: [Stub]) throws -> (text: String, bodies: [String]) {
    var text = source
    var bodies: [String] = []
    for stub in stubs {
        let range = try bodyRange(of: stub, in: text)
        bodies.append(String(text[range]))
        text.replaceSubrange(
            range, with: stubBody(for: stub, replacing: text[range], in: text, at: range))
    }
    return (text, bodies)
}

/// Puts `bodies` back in place of the stubs: the reference solution. Applied to what
/// `stubbed` returned, it gives back the kit's source byte for byte.
public func solved(_ stubbedText: String, _ stubs: [Stub], bodies: [String]) throws -> String {
    var text = stubbedText
    for (stub, body) in zip(stubs, bodies) {
        text.replaceSubrange(try bodyRange(of: stub, in: text), with: body)
    }
    return text
}

/// The text between the braces of the body that follows the stub's signature, inside the
/// body of its enclosing declaration when it names one. Comments and string literals are
/// skipped: a brace or a signature inside them does not count.
func bodyRange(of stub: Stub, in source: String) throws -> Range<String.Index> {
    let code = codeOnly(source)
    var searched = 0..<code.count
    if let enclosing = stub.enclosing {
        searched = try body(after: enclosing, in: code, within: searched, file: stub.file)
    }
    let found = try body(after: stub.signature, in: code, within: searched, file: stub.file)
    let indices = Array(source.indices)
    return indices[found.lowerBound]..<indices[found.upperBound]
}

/// The offsets between the braces of the body that follows the one `signature` in `range`.
private func body(
    after signature: String, in code: [Character], within range: Range<Int>, file: String
) throws -> Range<Int> {
    let starts = signatureEnds(of: signature, in: code).filter(range.contains)
    guard starts.count == 1, let signatureEnd = starts.first else {
        throw StubError(
            description: "\(file): the signature \"\(signature)\" appears "
                + "\(starts.count) times in code; it must appear once. Update the exercise list.")
    }
    // The body opens at the first brace outside parentheses after the signature.
    var depth = 0
    var open = signatureEnd
    while open < range.upperBound, !(code[open] == "{" && depth <= 0) {
        if code[open] == "(" { depth += 1 }
        if code[open] == ")" { depth -= 1 }
        open += 1
    }
    guard open < range.upperBound else {
        throw StubError(description: "\(file): \"\(signature)\" has no body.")
    }
    var braces = 0
    for close in open..<range.upperBound {
        if code[close] == "{" { braces += 1 }
        if code[close] == "}" { braces -= 1 }
        if braces == 0 {
            return (open + 1)..<close
        }
    }
    throw StubError(description: "\(file): the body of \"\(signature)\" never closes.")
}

/// Where each occurrence of `signature` ends in `code`, as an offset, comparing with every run
/// of white space taken as one space (signatures may span lines). A signature that ends in a
/// word must be the whole head of its declaration: `func sync() async` does not match
/// `func sync() async throws`; and a protocol's requirement, which has no body, is not one.
func signatureEnds(of signature: String, in code: [Character]) -> [Int] {
    let wanted = Array(signature.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    var collapsed: [Character] = []
    var ends: [Int] = []  // ends[i]: the offset in code after collapsed[i]
    for (offset, character) in code.enumerated() {
        if character.isWhitespace {
            if collapsed.last != " " {
                collapsed.append(" ")
                ends.append(offset + 1)
            } else {
                ends[ends.count - 1] = offset + 1
            }
        } else {
            collapsed.append(character)
            ends.append(offset + 1)
        }
    }
    guard let last = wanted.last, wanted.count <= collapsed.count else { return [] }
    let endsInAWord = last.isLetter || last.isNumber || last == "_"
    var found: [Int] = []
    for start in 0...(collapsed.count - wanted.count)
    where collapsed[start] == wanted[0]
        && Array(collapsed[start..<(start + wanted.count)]) == wanted
    {
        let rest = collapsed[(start + wanted.count)...].drop { $0 == " " }
        if endsInAWord, let after = rest.first, after.isLetter || after.isNumber || after == "_" {
            continue
        }
        // A protocol's requirement has no body: the next thing is the protocol's end, or the
        // next declaration.
        let next = String(rest.prefix(10))
        if next.hasPrefix("}")
            || ["func ", "var ", "init", "static ", "@"].contains(where: next.hasPrefix)
        {
            continue
        }
        found.append(ends[start + wanted.count - 1])
    }
    return found
}

/// `source` with the text of every comment and string literal replaced by spaces (line
/// breaks kept), one character for one: what a brace or a signature is searched in.
func codeOnly(_ source: String) -> [Character] {
    var text = Array(source)
    var index = 0
    func blank(_ range: Range<Int>) {
        for offset in range where text[offset] != "\n" { text[offset] = " " }
    }
    func startsHere(_ token: String) -> Bool {
        let token = Array(token)
        return index + token.count <= text.count
            && Array(text[index..<(index + token.count)]) == token
    }
    // Skips a string literal that starts at `index`, interpolations (and strings in them)
    // included, and blanks it.
    func skipString() {
        let start = index
        let delimiter = startsHere("\"\"\"") ? "\"\"\"" : "\""
        index += delimiter.count
        while index < text.count, !startsHere(delimiter) {
            if startsHere("\\(") {
                index += 2
                skipCode(until: ")")
            } else {
                index += text[index] == "\\" ? 2 : 1
            }
        }
        index = min(index + delimiter.count, text.count)
        blank(start..<index)
    }
    // Skips code up to the closing `end` at this depth (or the end of the text), skipping
    // comments and strings on the way.
    func skipCode(until end: Character?) {
        var depth = 0
        while index < text.count {
            if startsHere("//") {
                let start = index
                while index < text.count, text[index] != "\n" { index += 1 }
                blank(start..<index)
            } else if startsHere("/*") {
                let start = index
                while index < text.count, !startsHere("*/") { index += 1 }
                index = min(index + 2, text.count)
                blank(start..<index)
            } else if text[index] == "\"" {
                skipString()
            } else {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" {
                    if depth == 0, end == ")" {
                        index += 1
                        return
                    }
                    depth -= 1
                }
                index += 1
            }
        }
    }
    skipCode(until: nil)
    return text
}

/// The body a stub gets: a stop with its hint, or one per accessor for a property with
/// accessors, indented as the body was.
func stubBody(
    for stub: Stub, replacing body: Substring, in source: String, at range: Range<String.Index>
) -> String {
    let lineStart =
        source[..<range.lowerBound].lastIndex(of: "\n").map { source.index(after: $0) }
        ?? source.startIndex
    let indent = String(source[lineStart...].prefix { $0 == " " })
    let stop = "exerciseStub(\"\(stub.hint)\")"
    let accessors = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .compactMap { line -> String? in
            for head in ["mutating get", "get", "set"] where line.hasPrefix(head + " {") {
                return head
            }
            return nil
        }
    if accessors.isEmpty {
        return "\n\(indent)    \(stop)\n\(indent)"
    }
    let lines = accessors.map { "\(indent)    \($0) { \(stop) }" }
    return "\n" + lines.joined(separator: "\n") + "\n\(indent)"
}
