/// A property that can be watched on its own: `$orders` is an event raised with the new
/// value on every set. In a file that also imports Observation or SwiftUI, write
/// `@MVVMKit.Observable`, since their `@Observable` macro takes the plain name.
///
/// A class rather than the article's struct: with a struct, the owner's storage is being
/// modified while `didSet` raises the event, so a handler that reads the property back (a
/// table's data source does) stops the program with "Simultaneous accesses".
@MainActor
@propertyWrapper
public final class Observable<Value> {
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
