/// A type the container can build. It builds itself: its initializer takes whatever it
/// needs straight from the container, so nothing has to be registered anywhere.
@MainActor
public protocol IResolvable: AnyObject {
    /// What the type needs to be built besides the container: `Void` for none.
    associatedtype Arguments
    /// Whether the container builds a new instance for each request or keeps one.
    static var instanceScope: InstanceScope { get }
    /// Builds the instance, resolving its dependencies from `container`.
    init(container: any IContainer, args: Arguments)
}

/// How long a resolved instance lives.
public enum InstanceScope: Sendable {
    /// A new instance for every `resolve`. (The original article spells it `perRequst`.)
    case perRequest
    /// One instance, built on the first `resolve` and served from the cache afterwards.
    case singleton
}
