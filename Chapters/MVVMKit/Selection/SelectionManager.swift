/// One row's change: which row, and whether it is selected now.
public struct SelectionChange: Equatable, Sendable {
    /// The row that changed.
    public let position: Int
    /// Whether it is now selected.
    public let isSelected: Bool

    /// A change of the row at `position` to `isSelected`.
    public init(position: Int, isSelected: Bool) {
        self.position = position
        self.isSelected = isSelected
    }
}

/// Asked before a row changes, and given the selection it was added to. It answers `true` to
/// let the change through or `false` to veto it, at once or later (after a network check,
/// say), and exactly once. The selection keeps it as long as the selection lives: given the
/// selection, it has no need to capture it, or anything that holds it.
public typealias SelectionInterceptor =
    @MainActor (
        _ selection: Selection, _ change: SelectionChange,
        _ answer: @escaping @MainActor (Bool) -> Void
    ) -> Void

/// Which rows of a list are selected, with no UI in it: a screen clicks rows through it and
/// redraws the rows its `changed` event names. The strategies (single, multiple, none) are
/// the classes that conform.
@MainActor
public protocol SelectionManager: AnyObject {
    /// Raised once per row that changed, after the change.
    var changed: Event<SelectionChange> { get }
    /// The selected rows, in row order.
    var selectedPositions: [Int] { get }
    /// Whether the row at `position` is selected.
    func isPositionSelected(_ position: Int) -> Bool
    /// What a tap on a row does; each strategy decides.
    func clickPosition(_ position: Int)
    /// Deselects the row at `position`.
    func deselectPosition(_ position: Int)
    /// Deselects every row.
    func clearSelection()
    /// Adds a check that every later change must pass, after those added before it.
    func addInterceptor(_ interceptor: @escaping SelectionInterceptor)
}
