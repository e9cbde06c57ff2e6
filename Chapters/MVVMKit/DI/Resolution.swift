/// One step of the container's work, as reported to `Container.onResolve`.
public struct Resolution: CustomStringConvertible {
    /// The type resolved.
    public let type: any IResolvable.Type
    /// The type's scope.
    public let scope: InstanceScope
    /// How many instances were being built around this one: 0 for the type asked for.
    public let depth: Int
    /// A singleton served from the cache rather than built.
    public let isCached: Bool

    /// One line: the type, its scope and whether it was built or served from the cache, indented by
    /// depth.
    public var description: String {
        let indent = String(repeating: "  ", count: depth)
        let action = isCached ? "served from the cache" : "built"
        return "\(indent)\(type) (\(scope)): \(action)"
    }
}
