// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// A row of a table. Its content is set the current way, with a content configuration;
/// the older `textLabel` is there, deprecated, as in UIKit.
@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// Set by the table that dequeued the cell.
    open internal(set) var reuseIdentifier: String?

    /// Where a cell's own subviews go.
    open var contentView: UIView { cellContentView }

    public var contentConfiguration: (any UIContentConfiguration)? {
        didSet { setNeedsDisplay() }
    }

    @available(
        *, deprecated,
        message:
            "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    open var textLabel: UILabel? { legacyTextLabel }

    private let cellContentView = UIView()
    /// Made on the first read of `textLabel`, as UIKit makes it.
    private lazy var legacyTextLabel: UILabel? = {
        let label = UILabel()
        contentView.addSubview(label)
        return label
    }()

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(cellContentView)
    }

    /// UIKit calls this to load a cell from a storyboard; the console has none, and a table
    /// builds the cell classes registered with it through this initializer (see the porting
    /// page).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(cellContentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// UIKit calls it before handing out a cell again. The console's tables build a new cell
    /// for every row they draw, so it is never called here (see the porting page).
    open func prepareForReuse() {}

    /// A configuration with the cell's default styling and no content, to fill in and set
    /// as `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// The configured text first, then whatever the content view holds; an empty row when
    /// there is nothing.
    override func screenLines() -> [String] {
        var lines: [String] = []
        if let configuration = contentConfiguration as? UIListContentConfiguration {
            lines.append(configuration.text ?? "")
            lines += configuration.secondaryText.map { [$0] } ?? []
        }
        lines += super.screenLines()
        return lines.isEmpty ? [""] : lines
    }
}

/// What a cell shows, as a value: set it on a cell and the cell shows it. UIKit's protocol has
/// requirements for building the content view; the console draws the configuration itself.
public protocol UIContentConfiguration {}

/// The configuration of a list row: its text and secondary text.
nonisolated public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var secondaryText: String?

    /// The default configuration of a cell in a list.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
}

#endif
