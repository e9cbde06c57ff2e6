/// A property that can be watched on its own: `$orders` is an event raised with the new
/// value on every set. The article called it `Observable`; `@Observable` is now Observation's
/// macro, which the kit re-exports, so the kit's wrapper has a name of its own.
///
/// A class rather than the article's struct: with a struct, the owner's storage is being
/// modified while `didSet` raises the event, so a handler that reads the property back (a
/// table's data source does) stops the program with "Simultaneous accesses".
@MainActor
@propertyWrapper
public final class Watched<Value> {
    /// The event raised with the new value on every set: `$property.subscribe(...)`.
    public let projectedValue = Event<Value>()
    private var value: Value

    /// Stores the new value, then raises it.
    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            projectedValue.raise(newValue)
        }
    }

    /// A property with its initial value, which raises nothing.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }
}
