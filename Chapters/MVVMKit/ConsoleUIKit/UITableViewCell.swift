// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// A row of a table, with the standard layout's one label.
@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Sendable {
        case `default`
    }

    public let reuseIdentifier: String?
    public private(set) var textLabel: UILabel?

    /// `required` so that a table can build a registered cell class; UIKit's is designated.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        let label = UILabel()
        textLabel = label
        addSubview(label)
    }
}

#endif
