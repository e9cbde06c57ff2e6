import Foundation

/// One question of a chapter's "Check yourself": choices, which is right, and why.
public struct Question: Sendable {
    public struct Choice: Sendable {
        public let text: String
        public let isCorrect: Bool
        public let why: String
    }

    public let text: String
    public let choices: [Choice]
}

/// The questions of a page's "Check yourself" section: a bold numbered question, its choices
/// as a lettered list (`- A. …`), then, in a `<details>` block that GitHub keeps closed until
/// it is opened, the verdict on each letter in italics: `- A. *Yes: …*` or `- A. *No: …*`.
public func questions(of page: String) throws -> [Question] {
    var found: [Question] = []
    var question: String?
    var choices: [(letter: String, text: String)] = []
    var verdicts: [String: (isCorrect: Bool, why: String)] = [:]
    var inAnswers = false
    func finish() throws {
        guard let question else { return }
        found.append(
            Question(
                text: question,
                choices: try choices.map { choice in
                    guard let verdict = verdicts[choice.letter] else {
                        throw QuizError(
                            description: "The question \"\(question)\" has no verdict on choice "
                                + "\(choice.letter) in its <details> block.")
                    }
                    return Question.Choice(
                        text: choice.text, isCorrect: verdict.isCorrect, why: verdict.why)
                }))
        choices = []
        verdicts = [:]
    }
    let lines = page.components(separatedBy: "\n")
    let start = (lines.firstIndex(of: "## Check yourself") ?? lines.endIndex - 1) + 1
    for line in lines[start...].prefix(while: { !$0.hasPrefix("## ") }) {
        if line.hasPrefix("**"), line.hasSuffix("**") {
            try finish()
            let text = line.dropFirst(2).dropLast(2)
            question = String(text.drop { $0.isNumber || $0 == "." || $0 == " " })
        } else if line.hasPrefix("<details>") {
            inAnswers = true
        } else if line.hasPrefix("</details>") {
            inAnswers = false
        } else if line.hasPrefix("- "), let dot = line.firstIndex(of: ".") {
            let letter = String(line[line.index(line.startIndex, offsetBy: 2)..<dot])
            let rest = line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            if !inAnswers {
                choices.append((letter, rest))
            } else if rest.hasPrefix("*Yes: ") || rest.hasPrefix("*No: "), rest.hasSuffix("*") {
                let isCorrect = rest.hasPrefix("*Yes: ")
                let why = rest.dropFirst(isCorrect ? 6 : 5).dropLast()
                verdicts[letter] = (isCorrect, String(why))
            }
        }
    }
    try finish()
    for question in found where question.choices.filter(\.isCorrect).count != 1 {
        throw QuizError(
            description:
                "The question \"\(question.text)\" needs exactly one choice marked *Yes: ...*.")
    }
    return found
}

/// A quiz written against the page's rules, said in one line.
public struct QuizError: Error, CustomStringConvertible {
    public let description: String
}
