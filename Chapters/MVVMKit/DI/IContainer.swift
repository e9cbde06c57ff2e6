/// The hat every rabbit comes out of: give it a type and that type's arguments, get an
/// instance. Never optional, never throws.
@MainActor
public protocol IContainer: AnyObject {
    func resolve<T: IResolvable>(args: T.Arguments) -> T
}

extension IContainer {
    /// For the common case of a type that needs no arguments.
    public func resolve<T: IResolvable>() -> T where T.Arguments == Void {
        resolve(args: ())
    }
}
