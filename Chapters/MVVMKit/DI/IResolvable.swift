/// A type the container can build. It builds itself: its initializer takes whatever it
/// needs straight from the container, so nothing has to be registered anywhere.
@MainActor
public protocol IResolvable: AnyObject {
    associatedtype Arguments
    static var instanceScope: InstanceScope { get }
    init(container: any IContainer, args: Arguments)
}

/// How long a resolved instance lives.
public enum InstanceScope: Sendable {
    /// A new instance for every `resolve`. (The original article spells it `perRequst`.)
    case perRequest
    /// One instance, built on the first `resolve` and served from the cache afterwards.
    case singleton
}
