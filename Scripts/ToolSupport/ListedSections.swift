/// Every chapter's `--list` as `Tests/Golden/Sections.txt` records it: a block a chapter, its
/// title line (`Chapter 3: routing services`), then one ` N. Title` line a section. The
/// chapter's title, and its sections' titles in order, a pair a chapter.
public func listedSections(_ text: String) -> [(chapter: String, sections: [String])] {
    text.components(separatedBy: "\n\n").map { block in
        let lines = block.split(separator: "\n")
        let sections = lines.dropFirst().compactMap { line in
            line.firstRange(of: ". ").map { String(line[$0.upperBound...]) }
        }
        return (lines.first.map(String.init) ?? "", sections)
    }
}
