import Foundation

/// One question of a page's "Check yourself": its options' texts, in order, and which of them
/// the answer marks right (`*Yes`).
public struct QuizQuestion: Equatable, Sendable {
    public let options: [String]
    public let correct: Int
}

/// The questions under a page's `## Check yourself`. A question is a `**N. ...**` line, its
/// options `- A. ...` lines, then a folded answer that repeats each letter with `*Yes` or `*No`.
public func quizQuestions(in page: String) -> [QuizQuestion] {
    let lines = page.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "## Check yourself") else { return [] }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
    var questions: [QuizQuestion] = []
    var options: [String] = []
    var inAnswer = false
    for line in section {
        if line.hasPrefix("**") {
            options = []
            inAnswer = false
        } else if line.hasPrefix("<details>") {
            inAnswer = true
        } else if let match = line.wholeMatch(of: #/- ([A-Z])\. (.*)/#) {
            if !inAnswer {
                options.append(String(match.2))
            } else if match.2.hasPrefix("*Yes") {
                let index = Int(match.1.first!.asciiValue! - Character("A").asciiValue!)
                questions.append(QuizQuestion(options: options, correct: index))
            }
        }
    }
    return questions
}

/// What lets a reader pass a page's quiz without reading: one letter holding more than half of
/// the correct answers, or the correct option being the longest in more than half of them.
public func quizProblems(_ questions: [QuizQuestion]) -> [String] {
    var problems: [String] = []
    let letters = Dictionary(grouping: questions, by: \.correct)
    for (index, group) in letters.sorted(by: { $0.key < $1.key })
    where group.count * 2 > questions.count {
        let letter = Character(UnicodeScalar(UInt8(65 + index)))
        problems.append(
            "\(letter) is the answer to \(group.count) of \(questions.count) questions")
    }
    let longest = questions.filter { question in
        let length = question.options[question.correct].count
        return question.options.enumerated().allSatisfy {
            $0.offset == question.correct
                || $0.element.count < length
        }
    }
    if longest.count * 2 > questions.count {
        problems.append(
            "the answer is the longest option in \(longest.count) of \(questions.count) questions")
    }
    return problems
}
