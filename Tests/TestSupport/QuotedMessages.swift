import Foundation

/// The messages `page` quotes inline (a code span of four words or more that reads as a
/// sentence) that nothing in `printed` says: neither a transcript line nor a string literal of
/// the sources, whose interpolations may stand for any text. An ellipsis in a quote stands for
/// text the page leaves out.
public func unprintedMessages(in page: String, printed: [String]) -> [String] {
    PrintedText(printed).unprintedMessages(in: page)
}

/// What the sources can print, read once for every page checked against it.
public struct PrintedText: Sendable {
    let corpus: String
    let patterns: [NSRegularExpression]
    /// The sources with every interpolation as one mark, for a fragment of a message to be
    /// found in: a name it quotes may stand where the source interpolates.
    let skeleton: String

    public init(_ printed: [String]) {
        corpus = printed.map(joiningConcatenations).joined(separator: "\n")
        patterns = literalSentencePatterns(in: corpus)
        skeleton = corpus.replacingOccurrences(
            of: #"\\\([^)]*\)"#, with: "\u{1}", options: .regularExpression)
    }

    func said(_ sentence: String) -> Bool {
        corpus.contains(sentence)
            || patterns.contains { pattern in
                let range = NSRange(sentence.startIndex..., in: sentence)
                return pattern.firstMatch(in: sentence, range: range)?.range == range
            }
    }

    func saidInPart(_ fragment: String) -> Bool {
        let names = try! NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9]*\b"#)
        let escaped = NSRegularExpression.escapedPattern(for: fragment)
        let pattern = names.stringByReplacingMatches(
            in: escaped, range: NSRange(escaped.startIndex..., in: escaped),
            withTemplate: "(?:$0|\u{1})")
        return skeleton.range(of: pattern, options: .regularExpression) != nil
    }

    public func unprintedMessages(in page: String) -> [String] {
        quotedMessages(in: page).filter { message in
            !message.components(separatedBy: "...").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            .filter { !$0.isEmpty }
            .allSatisfy { piece in
                said(piece) || sentences(of: piece).allSatisfy { said($0) || saidInPart($0) }
            }
        }
    }
}

/// Code spans outside fenced blocks that read as sentences, with their spaces made single.
func quotedMessages(in page: String) -> [String] {
    var prose = ""
    var isInFence = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") {
            isInFence.toggle()
        } else if !isInFence {
            prose += line + "\n"
        }
    }
    return prose.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }
        .map { $0.element.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        .filter { span in
            span.split(separator: " ").count >= 4
                && (span.hasSuffix(".") || span.hasSuffix(".)") || span.contains(". "))
        }
}

/// A source's `"one " + "two"` read as the one literal it makes.
func joiningConcatenations(_ text: String) -> String {
    text.replacingOccurrences(of: #""\s*\+\s*""#, with: "", options: .regularExpression)
}

/// A sentence at a time: split after a full stop or a closing bracket that ends one.
func sentences(of text: String) -> [String] {
    text.replacingOccurrences(
        of: #"(?<=[.)])\s+(?=[A-Z(])"#, with: "\n", options: .regularExpression
    )
    .split(separator: "\n").map(String.init)
}

/// Each sentence of each string literal with an interpolation, as a pattern in which every
/// interpolation matches any text.
func literalSentencePatterns(in source: String) -> [NSRegularExpression] {
    let literal = try! NSRegularExpression(pattern: #""((?:[^"\\\n]|\\.)*)""#)
    let range = NSRange(source.startIndex..., in: source)
    return literal.matches(in: source, range: range).compactMap { match in
        Range(match.range(at: 1), in: source).map { String(source[$0]) }
    }
    .filter { $0.contains("\\(") }
    .flatMap(sentences(of:))
    .compactMap { sentence in
        let pieces = sentence.components(separatedBy: "\\(")
        var pattern = NSRegularExpression.escapedPattern(for: pieces[0])
        for piece in pieces.dropFirst() {
            // What follows the interpolation's closing bracket is fixed text again.
            let rest = piece.split(separator: ")", maxSplits: 1, omittingEmptySubsequences: false)
            pattern +=
                ".+?"
                + NSRegularExpression.escapedPattern(for: rest.count > 1 ? String(rest[1]) : "")
        }
        return try? NSRegularExpression(pattern: pattern)
    }
}
