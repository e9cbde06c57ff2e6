/// A container for tests: it builds substitutes for the types you replace and the real
/// types for everything else, so a whole graph resolves with just the mocks you need.
@MainActor
public final class ContainerMock: Container {
    private var substitutions: [ObjectIdentifier: AnyResolvable] = [:]

    /// A mock container with no substitutes yet.
    public override init() {}

    /// Resolves `type` as `substitute` from now on. The substitute must be a subclass of
    /// `type` (and so takes the same arguments), and a singleton must not have been resolved
    /// yet; anything else stops here, not at some later resolve.
    public func replace<Type: IResolvable, Substitute: IResolvable>(
        _ type: Type.Type, with substitute: Substitute.Type
    ) {
        guard substitute is Type.Type else {
            fatalError(
                "ContainerMock cannot replace \(Type.self) with \(Substitute.self): "
                    + "\(Substitute.self) is not a subclass of \(Type.self). "
                    + "Make the mock subclass \(Type.self).")
        }
        // The cached real one would go on being served, and those that hold it keep it anyway.
        guard !hasBuiltSingleton(type) else {
            fatalError(
                "ContainerMock cannot replace \(Type.self) with \(Substitute.self): the singleton "
                    + "\(Type.self) was already resolved, and whatever resolved it keeps the real "
                    + "one. Call replace(_:with:) before anything resolves \(Type.self).")
        }
        substitutions[ObjectIdentifier(type)] = AnyResolvable(resolvable: substitute)
    }

    /// Builds the substitute registered for `T`, if there is one, and `T` itself otherwise.
    public override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        guard let substitution = substitutions[ObjectIdentifier(T.self)] else {
            return super.makeInstance(args: args)
        }
        // replace(_:with:) checked that the substitute is a subclass, so this cannot fail.
        return substitution.resolve(container: self, args: args) as! T
    }
}
