/// The container that `@Resolvable` properties resolve from. Set it once, at launch.
@MainActor
public enum ContainerHolder {
    public static var container: (any IContainer)?
}

/// A dependency resolved from `ContainerHolder.container` the first time it is read,
/// then kept: `@Resolvable private var ordersProvider: OrdersProvider`.
@MainActor
@propertyWrapper
public struct Resolvable<T: IResolvable> where T.Arguments == Void {
    private var cache: T?

    public init() {}

    public var wrappedValue: T {
        mutating get {
            if let cache {
                return cache
            }
            guard let container = ContainerHolder.container else {
                fatalError(
                    "@Resolvable \(T.self) was read before ContainerHolder.container was set. "
                        + "Set ContainerHolder.container = Container() before creating "
                        + "objects that use @Resolvable.")
            }
            let resolved: T = container.resolve()
            cache = resolved
            return resolved
        }
    }
}
