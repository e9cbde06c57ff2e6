/// Any resolvable type, with the associated type erased, so that different types fit in one
/// collection. The type itself cannot be stored; a closure that builds it can.
@MainActor
public struct AnyResolvable {
    private let factory: (any IContainer, Any) -> Any?

    /// Wraps `T`: `resolve(container:args:)` builds it when given `T.Arguments`.
    public init<T: IResolvable>(resolvable: T.Type) {
        factory = { container, args in
            guard let args = args as? T.Arguments else { return nil }
            return T(container: container, args: args)
        }
    }

    /// Builds an instance, or returns nil when `args` are not the type's arguments.
    public func resolve(container: any IContainer, args: Any) -> Any? {
        factory(container, args)
    }
}
