/// Which rows of a list are selected, with no UI in it: a screen clicks rows through it and
/// redraws the rows its `changed` event names. What the strategies (single, multiple, none)
/// share: the selected rows, the interceptors, the event, and the rule that an answer that
/// comes late is dropped if the rows it was about changed meanwhile.
///
/// A strategy of your own subclasses it: override `clickPosition(_:)` to say what a tap
/// asks for (through `request(_:)`, which asks the interceptors), and `applyChange(_:)` or
/// `ticketKey(for:)` if a change means more than one row (through `set(_:selected:)`).
@MainActor
open class Selection {
    /// Raised once per row whose selection changed.
    public let changed = Event<SelectionChange>()
    private var selected: Set<Int> = []
    private var interceptors: [Interceptor] = []
    /// The ticket of the last request or change under each key (see `ticketKey`); a late answer
    /// applies only if its ticket is still the last one under its key.
    private var tickets: [Int: Int] = [:]
    /// Never reused, so that an answer from before a list change cannot match a later ticket.
    private var lastTicket = 0

    /// An interceptor, held as an event holds a subscriber: its owner weakly.
    private final class Interceptor {
        weak var owner: AnyObject?
        let ask: (AnyObject, SelectionChange, @escaping @MainActor (Bool) -> Void) -> Void

        init(
            owner: AnyObject,
            ask: @escaping (AnyObject, SelectionChange, @escaping @MainActor (Bool) -> Void) -> Void
        ) {
            self.owner = owner
            self.ask = ask
        }
    }

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

    /// Adds a check that every later change must pass, after those added before it. It is
    /// given `owner`, held weakly, so it has no need to capture it; it answers `true` to let the
    /// change through or `false` to veto it, at once or later, and exactly once. An owner that
    /// dies takes its interceptors with it.
    public func addInterceptor<Owner: AnyObject>(
        _ owner: Owner, _ interceptor: @escaping SelectionInterceptor<Owner>
    ) {
        interceptors.append(
            Interceptor(owner: owner) { owner, change, answer in
                // Only ever called with this owner.
                if let owner = owner as? Owner {
                    interceptor(owner, change, answer)
                }
            })
    }

    /// Removes every interceptor `owner` added: the way to undo `addInterceptor`.
    public func removeInterceptors(of owner: AnyObject) {
        interceptors.removeAll { $0.owner === owner || $0.owner == nil }
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
        let ticket = newTicket(for: key)
        ask(interceptors[...], about: change) { [weak self] in
            guard let self, self.tickets[key] == ticket else { return }
            self.applyChange(change)
        }
    }

    private func newTicket(for key: Int) -> Int {
        lastTicket += 1
        tickets[key] = lastTicket
        return lastTicket
    }

    private func ask(
        _ remaining: ArraySlice<Interceptor>, about change: SelectionChange,
        then apply: @escaping @MainActor () -> Void
    ) {
        guard let interceptor = remaining.first else {
            apply()
            return
        }
        guard let owner = interceptor.owner else {
            return ask(remaining.dropFirst(), about: change, then: apply)
        }
        var answered = false
        interceptor.ask(owner, change) { [weak self] allowed in
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
        _ = newTicket(for: ticketKey(for: position))
        changed.raise(SelectionChange(position: position, isSelected: isSelected))
    }

    /// Which of `positions`, selected under another strategy, this one keeps when it takes
    /// over a live list. Any number of rows: all of them.
    open func positionsToKeep(from positions: [Int]) -> Set<Int> {
        Set(positions)
    }

    /// Takes `positions` as the selection without a word: what a swap of strategies starts
    /// from, the rows that were already drawn selected. Every pending answer is stale.
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
