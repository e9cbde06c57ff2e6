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

    /// What a cell's configuration update runs, after `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) ->
        Void

    /// Sets the cell's configurations from its state, an alternative to overriding
    /// `updateConfiguration(using:)`; what it reads is tracked (iOS 18 with the key, and 26).
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The state the cell's configuration is made from.
    @available(iOS 14.0, *)
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        if let table = superview as? UITableView, let row = table.visibleRow(of: self) {
            state.isSelected = table.indexPathForSelectedRow == row
        }
        return state
    }

    /// A new cell asks for a configuration update, as one that changes state does.
    var needsConfigurationUpdate = true

    /// Asks for `updateConfiguration(using:)` in the next update pass.
    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        UpdatePass.request()
    }

    /// Sets the cell's configurations from `state`; what it reads is tracked (iOS 18 with
    /// the key, and 26).
    @available(iOS 14.0, *)
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The cell's part of the update pass: its override, then its handler.
    func runConfigurationUpdate() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

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
