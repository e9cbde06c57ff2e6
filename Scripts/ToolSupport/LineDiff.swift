/// Line diffs, the watch's and the golden tests'.

/// One line of the walk from the old output to the new one.
public struct EditStep: Equatable, Sendable {
    public enum Kind: Sendable { case kept, gone, new }
    public let kind: Kind
    public let text: String
    /// Where the line is in the old output (for kept and gone lines) and in the new one (for
    /// kept and new lines).
    public let old: Int?
    public let new: Int?
}

/// The shortest walk from `before` to `after` that keeps the most lines in order: a longest
/// common subsequence, found by the usual table. Outputs are a few hundred lines, so the
/// table is small. The watch shows it by section; a golden test's mismatch, line by line.
public func editSteps(from before: [String], to after: [String]) -> [EditStep] {
    let rows = before.count
    let columns = after.count
    // common[i][j]: how many lines before[i...] and after[j...] have in common, in order.
    var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
        for j in stride(from: columns - 1, through: 0, by: -1) {
            common[i][j] =
                before[i] == after[j]
                ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var steps: [EditStep] = []
    var (i, j) = (0, 0)
    while i < rows || j < columns {
        if i < rows, j < columns, before[i] == after[j] {
            steps.append(EditStep(kind: .kept, text: before[i], old: i, new: j))
            i += 1
            j += 1
        } else if i < rows, j == columns || common[i + 1][j] >= common[i][j + 1] {
            steps.append(EditStep(kind: .gone, text: before[i], old: i, new: nil))
            i += 1
        } else {
            steps.append(EditStep(kind: .new, text: after[j], old: nil, new: j))
            j += 1
        }
    }
    return steps
}
