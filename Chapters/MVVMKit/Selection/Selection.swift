/// What the strategies share: the selected rows, the interceptors, the event, and the rule
/// that an answer that comes late is dropped if the rows it was about changed meanwhile.
///
/// A strategy of your own subclasses it: override `clickPosition(_:)` to say what a tap
/// asks for (through `request(_:)`, which asks the interceptors), and `applyChange(_:)` or
/// `ticketKey(for:)` if a change means more than one row (through `set(_:selected:)`).
@MainActor
open class Selection: SelectionManager {
    /// Raised once per row whose selection changed.
    public let changed = Event<SelectionChange>()
    private var selected: Set<Int> = []
    private var interceptors: [SelectionInterceptor] = []
    /// Counts every request and change, per key (see `ticketKey`); a late answer applies only
    /// if nothing happened under its key since it was asked.
    private var tickets: [Int: Int] = [:]

    /// A selection with no row selected.
    public init() {}

    /// The selected rows, in order.
    public var selectedPositions: [Int] { selected.sorted() }

    /// Whether the row at `position` is selected.
    public func isPositionSelected(_ position: Int) -> Bool {
        selected.contains(position)
    }

    /// A tap on the row at `position`. Each strategy says what it does; this one stops, asking for
    /// an override.
    open func clickPosition(_ position: Int) {
        fatalError("\(Self.self) must say what a click does: override clickPosition(_:).")
    }

    /// Deselects the row at `position`, after asking the interceptors.
    public func deselectPosition(_ position: Int) {
        guard isPositionSelected(position) else { return }
        request(SelectionChange(position: position, isSelected: false))
    }

    /// Deselects every selected row, each after asking the interceptors.
    public func clearSelection() {
        for position in selectedPositions {
            deselectPosition(position)
        }
    }

    /// Adds a check that every later change must pass; it may answer later.
    public func addInterceptor(_ interceptor: @escaping SelectionInterceptor) {
        interceptors.append(interceptor)
    }

    /// The key whose requests make each other stale. Single selection uses one key for the
    /// whole list (a newer click makes any older one stale); multiple selection one per row.
    open func ticketKey(for position: Int) -> Int {
        position
    }

    /// Asks the interceptors, in order, and applies the change if all of them let it through
    /// and it is not stale by then.
    public func request(_ change: SelectionChange) {
        let key = ticketKey(for: change.position)
        let ticket = (tickets[key] ?? 0) + 1
        tickets[key] = ticket
        ask(interceptors[...], about: change) { [weak self] in
            guard let self, self.tickets[key] == ticket else { return }
            self.applyChange(change)
        }
    }

    private func ask(
        _ remaining: ArraySlice<SelectionInterceptor>, about change: SelectionChange,
        then apply: @escaping @MainActor () -> Void
    ) {
        guard let interceptor = remaining.first else {
            apply()
            return
        }
        var answered = false
        interceptor(self, change) { [weak self] allowed in
            guard !answered else {
                fatalError(
                    "An interceptor answered twice about row \(change.position). Call its answer "
                        + "exactly once per change it is asked about.")
            }
            answered = true
            guard allowed, let self else { return }
            self.ask(remaining.dropFirst(), about: change, then: apply)
        }
    }

    /// Applies a change every interceptor allowed. Single selection first deselects the row
    /// that was selected.
    open func applyChange(_ change: SelectionChange) {
        set(change.position, selected: change.isSelected)
    }

    /// Selects or deselects one row and says so, naming that very row.
    public func set(_ position: Int, selected isSelected: Bool) {
        guard isPositionSelected(position) != isSelected else { return }
        if isSelected {
            selected.insert(position)
        } else {
            selected.remove(position)
        }
        tickets[ticketKey(for: position), default: 0] += 1
        changed.raise(SelectionChange(position: position, isSelected: isSelected))
    }

    /// Which of `positions`, selected under another strategy, this one keeps when it takes
    /// over a live list. Any number of rows: all of them.
    open func positionsToKeep(from positions: [Int]) -> Set<Int> {
        Set(positions)
    }

    /// Takes `positions` as the selection without a word: what a swap of strategies starts
    /// from, the rows that were already drawn selected.
    func adopt(_ positions: Set<Int>) {
        tickets.removeAll()
        selected = positions
    }

    /// Makes `positions` the selection at once, with no interceptor asked (a list change is not
    /// a user's choice), and makes every pending answer stale.
    func replaceSelection(with positions: Set<Int>) {
        tickets.removeAll()
        let before = selected
        for position in before.subtracting(positions).sorted() {
            set(position, selected: false)
        }
        for position in positions.subtracting(before).sorted() {
            set(position, selected: true)
        }
    }
}
