/// The container: a cache of singletons, and nothing to register.
@MainActor
open class Container: IContainer {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]
    private var typesBeingBuilt: [any IResolvable.Type] = []

    /// Called on every `resolve`, so a reader (or a test) can watch the graph being built.
    public var onResolve: ((Resolution) -> Void)?

    /// An empty container: nothing is registered, every type builds itself.
    public init() {}

    /// Returns an instance of `T` built with `args`: a cached one for a singleton, a new one
    /// otherwise. Stops, naming the types, on a dependency cycle.
    public func resolve<T: IResolvable>(args: T.Arguments) -> T {
        let key = ObjectIdentifier(T.self)
        if T.instanceScope == .singleton, let cached = singletons[key] {
            report(T.self, isCached: true)
            return cached as! T  // stored under T's own key, so it is a T
        }
        // An initializer that resolves its own type, directly or through others, would
        // otherwise recurse until the stack overflows.
        if typesBeingBuilt.contains(where: { $0 == T.self }) {
            let chain = (typesBeingBuilt + [T.self]).map { "\($0)" }.joined(separator: " -> ")
            fatalError("Dependency cycle: \(chain). Break it by resolving one of them later.")
        }
        report(T.self, isCached: false)
        typesBeingBuilt.append(T.self)
        defer { typesBeingBuilt.removeLast() }

        let instance: T = makeInstance(args: args)
        if T.instanceScope == .singleton {
            singletons[key] = instance
        }
        return instance
    }

    /// Builds a new instance. `ContainerMock` overrides it to build substitutes.
    open func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        T(container: self, args: args)
    }

    /// Whether a singleton of `type` was built already, so that asking for another one now
    /// would change nothing for those that hold it.
    func hasBuiltSingleton(_ type: any IResolvable.Type) -> Bool {
        singletons[ObjectIdentifier(type)] != nil
    }

    private func report(_ type: any IResolvable.Type, isCached: Bool) {
        onResolve?(
            Resolution(
                type: type, scope: type.instanceScope, depth: typesBeingBuilt.count,
                isCached: isCached))
    }
}
