/// The root of a tree: it keeps the container every model below gets its services from, and
/// its life is the tree's. `open()` lets a subclass build its services and root model in
/// `sessionDidOpen()`; `close()` tells every model and service, releases them, and tells
/// whoever opened it through `closed`.
@MainActor
open class Session: Model {
    private var services: SessionContainer? = SessionContainer()
    /// Whether `open()` was called and `close()` not yet.
    public private(set) var isOpen = false
    /// Raised once the session has closed, with everything under it gone: the opener's cue to
    /// open the next one.
    public let closed = Event<Session>()

    /// A closed session with an empty container; `open()` starts it.
    public init(name: String? = nil) {
        super.init(name: name, parent: nil)
    }

    /// The container the session's models get their services from: chapter 1's, which builds
    /// what is asked for, with nothing registered.
    public var container: Container {
        guard let services else {
            fatalError(
                "\(name) is closed, and its services went with it. Ask the session that is open "
                    + "now, or nothing, once a session has closed.")
        }
        return services
    }

    /// Opens the session once: `sessionDidOpen()` builds what it needs.
    public func open() {
        precondition(!isOpen && services != nil, "\(name) can be opened once.")
        isOpen = true
        sessionDidOpen()
    }

    /// Where a session builds its root model and the services it wants from the start.
    open func sessionDidOpen() {}

    /// Closes the session: tells every model, children first, then each service, last built first;
    /// releases them and raises `closed`. Closing twice does nothing.
    public func close() {
        guard isOpen else { return }
        tellClosing(self)
        for service in (services?.builtSingletons ?? []).reversed() {
            (service as? SessionService)?.sessionWillClose()
        }
        isOpen = false
        for child in children {
            child.removeFromParent()
        }
        services = nil
        closed.raise(self)
    }

    /// Children before their parent, so that a model closing can still rely on the ones above it.
    private func tellClosing(_ model: Model) {
        for child in model.children {
            tellClosing(child)
        }
        model.sessionWillClose()
    }
}

/// A service that wants to know its session is closing: to save, or to cancel its work. Told
/// after every model, the services built last first, so each still has what it depends on.
@MainActor
public protocol SessionService: AnyObject {
    /// Called once, when the session closes, after every model was told.
    func sessionWillClose()
}

/// Chapter 1's container, remembering the singletons it built, in order.
final class SessionContainer: Container {
    private(set) var builtSingletons: [AnyObject] = []

    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        let instance: T = super.makeInstance(args: args)
        if T.instanceScope == .singleton {
            builtSingletons.append(instance)
        }
        return instance
    }
}
