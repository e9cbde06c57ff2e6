import Foundation

/// What went wrong when a listed body could not be found: the list and the kit disagree,
/// which must fail CI, never a reader.
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

/// The text between the braces of the body that follows the stub's signature.
func bodyRange(of stub: Stub, in source: String) throws -> Range<String.Index> {
    let starts = signatureEnds(of: stub.signature, in: source)
    guard starts.count == 1, let signatureEnd = starts.first else {
        throw StubError(
            description: "\(stub.file): the signature \"\(stub.signature)\" appears "
                + "\(starts.count) times; it must appear once. Update the exercise list.")
    }
    // The body opens at the first brace outside parentheses after the signature.
    var depth = 0
    var index = signatureEnd
    while index < source.endIndex {
        let character = source[index]
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        if character == "{", depth <= 0 { break }
        index = source.index(after: index)
    }
    guard index < source.endIndex else {
        throw StubError(description: "\(stub.file): \"\(stub.signature)\" has no body.")
    }
    let open = source.index(after: index)
    var braces = 1
    var inString = false
    var cursor = open
    while cursor < source.endIndex {
        let character = source[cursor]
        if inString {
            if character == "\\" {
                cursor = source.index(after: cursor)
            } else if character == "\"" {
                inString = false
            }
        } else if character == "\"" {
            inString = true
        } else if character == "{" {
            braces += 1
        } else if character == "}" {
            braces -= 1
            if braces == 0 { return open..<cursor }
        }
        cursor = source.index(after: cursor)
    }
    throw StubError(description: "\(stub.file): the body of \"\(stub.signature)\" never closes.")
}

/// Where each occurrence of `signature` ends in `source`, comparing with every run of white
/// space taken as one space (signatures may span lines).
func signatureEnds(of signature: String, in source: String) -> [String.Index] {
    let wanted = Array(signature.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    var collapsed: [Character] = []
    var ends: [String.Index] = []  // ends[i]: the index in source after collapsed[i]
    var index = source.startIndex
    while index < source.endIndex {
        let character = source[index]
        let next = source.index(after: index)
        if character.isWhitespace {
            if collapsed.last != " " {
                collapsed.append(" ")
                ends.append(next)
            } else {
                ends[ends.count - 1] = next
            }
        } else {
            collapsed.append(character)
            ends.append(next)
        }
        index = next
    }
    var found: [String.Index] = []
    guard !wanted.isEmpty, wanted.count <= collapsed.count else { return [] }
    for start in 0...(collapsed.count - wanted.count)
    where collapsed[start] == wanted[0]
        && Array(collapsed[start..<(start + wanted.count)]) == wanted
    {
        found.append(ends[start + wanted.count - 1])
    }
    return found
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
    let stop = "fatalError(\"Exercise: \(stub.hint)\")"
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
