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

/// Asked before a row changes, and given the owner it was added with. It answers `true` to let
/// the change through or `false` to veto it, at once or later (after a network check, say), and
/// exactly once.
public typealias SelectionInterceptor<Owner> =
    @MainActor (
        _ owner: Owner, _ change: SelectionChange, _ answer: @escaping @MainActor (Bool) -> Void
    ) -> Void
