/// The hat every rabbit comes out of: give it a type and that type's arguments, get an
/// instance. Never optional, never throws.
@MainActor
public protocol IContainer: AnyObject {
    /// Returns an instance of `T`, built with `args` or, for a singleton, the one already built.
    func resolve<T: IResolvable>(args: T.Arguments) -> T
}

extension IContainer {
    /// For the common case of a type that needs no arguments.
    public func resolve<T: IResolvable>() -> T where T.Arguments == Void {
        resolve(args: ())
    }
}
