extension Model {
    /// The tree under this model, one line per model, drawn with `├─` and `└─`.
    public var treeDescription: String {
        ([name] + childLines(prefix: "")).joined(separator: "\n")
    }

    private func childLines(prefix: String) -> [String] {
        children.enumerated().flatMap { index, child in
            let isLast = index == children.count - 1
            return [prefix + (isLast ? "└─ " : "├─ ") + child.name]
                + child.childLines(prefix: prefix + (isLast ? "   " : "│  "))
        }
    }
}
