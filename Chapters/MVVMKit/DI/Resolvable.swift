/// The container that `@Resolvable` properties resolve from. Set it once, at launch:
/// `ContainerHolder.container = Container()`.
@MainActor
public enum ContainerHolder {
    private static var installed: (any IContainer)?

    /// Implicitly unwrapped, as in the article, so `ContainerHolder.container.resolve()` reads
    /// plainly; reading it before it is set stops with a message instead of a bare nil trap.
    public static var container: (any IContainer)! {
        get { container(readBy: "ContainerHolder.container") }
        set { installed = newValue }
    }

    static func container(readBy reader: String) -> any IContainer {
        guard let installed else {
            fatalError(
                "\(reader) was read before ContainerHolder.container was set. "
                    + "Set ContainerHolder.container = Container() at launch, before anything "
                    + "reads it.")
        }
        return installed
    }
}

/// A dependency resolved from `ContainerHolder.container` the first time it is read,
/// then kept: `@Resolvable private var ordersProvider: OrdersProvider`.
@MainActor
@propertyWrapper
public struct Resolvable<T: IResolvable> where T.Arguments == Void {
    private var cache: T?

    /// A property resolved from `ContainerHolder.container` on its first read.
    public init() {}

    /// The resolved instance: resolved on the first read, the same one afterwards.
    public var wrappedValue: T {
        mutating get {
            if let cache {
                return cache
            }
            let resolved: T = ContainerHolder.container(readBy: "@Resolvable \(T.self)").resolve()
            cache = resolved
            return resolved
        }
    }
}
