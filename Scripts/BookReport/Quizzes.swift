import Foundation

/// One question of a page's "Check yourself": its options' texts, in order, and which of them
/// the answer marks right (`*Yes`).
struct QuizQuestion {
    let options: [String]
    let correct: Int
}

/// The questions under a page's `## Check yourself`. A question is a `**N. ...**` line, its
/// options `- A. ...` lines, then a folded answer that repeats each letter with `*Yes` or `*No`.
func quizQuestions(in page: String) -> [QuizQuestion] {
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

/// How a quiz could be passed without reading: how many answers each letter holds, and in how
/// many questions the right option is the longest.
func patterns(of questions: [QuizQuestion]) -> (letters: String, longest: Int) {
    let letters = (0..<(questions.map(\.options.count).max() ?? 0)).map { index in
        let letter = Character(UnicodeScalar(UInt8(65 + index)))
        return "\(letter) \(questions.filter { $0.correct == index }.count)"
    }
    let longest = questions.filter { question in
        let length = question.options[question.correct].count
        return question.options.enumerated().allSatisfy {
            $0.offset == question.correct || $0.element.count < length
        }
    }
    return (letters.joined(separator: ", "), longest.count)
}
