/// Conform to this instead of `IResolvable` for a service that lives as long as its container.
/// A singleton is built once, so it cannot take per-call arguments.
@MainActor
public protocol ISingleton: IResolvable where Arguments == Void {}

extension ISingleton {
    /// Singletons: one instance, built on the first request.
    public static var instanceScope: InstanceScope { .singleton }
}

/// Conform to this instead of `IResolvable` for a type built anew on every `resolve`.
@MainActor
public protocol IPerRequest: IResolvable {}

extension IPerRequest {
    /// Per request: a new instance every time.
    public static var instanceScope: InstanceScope { .perRequest }
}
