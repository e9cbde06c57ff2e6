import ToolSupport

/// How a quiz could be passed without reading: how many answers each letter holds, and in how
/// many questions the right option is the longest.
func patterns(of questions: [Question]) -> (letters: String, longest: Int) {
    let right = questions.map { $0.choices.firstIndex(where: \.isCorrect) ?? 0 }
    let letters = (0..<(questions.map(\.choices.count).max() ?? 0)).map { index in
        let letter = Character(UnicodeScalar(UInt8(65 + index)))
        return "\(letter) \(right.filter { $0 == index }.count)"
    }
    let longest = zip(questions, right).filter { question, right in
        let length = question.choices[right].text.count
        return question.choices.enumerated().allSatisfy {
            $0.offset == right || $0.element.text.count < length
        }
    }
    return (letters.joined(separator: ", "), longest.count)
}
