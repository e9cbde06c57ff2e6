/// A message that bubbles up the tree to the first model registered for its type.
public protocol BubbleNotification {}

/// A message that goes down from the root to every model registered for its type.
public protocol GlobalEvent {}

/// Watches every step of every message in every tree, for a reader (or a test) to see it.
@MainActor
public enum ModelsTree {
    public static var trace: ((_ model: Model, _ step: String) -> Void)?
}

/// A piece of the app's logic in a tree of such pieces. A model knows its parent weakly and
/// holds its children, in order, so a subtree lives exactly as long as its parent keeps it.
/// Messages travel through the tree: bubbles and errors up, global events down.
@MainActor
open class Model {
    public let name: String
    public private(set) weak var parent: Model?
    public private(set) var children: [Model] = []
    /// Each handler answers with what to do if the message is its type, nil otherwise.
    private var bubbleHandlers: [(any BubbleNotification) -> (() -> Void)?] = []
    private var errorHandlers: [(any Error) -> (() -> Void)?] = []
    private var globalHandlers: [(any GlobalEvent) -> Void] = []

    /// A model made under `parent` is its last child from the start.
    public init(name: String? = nil, parent: Model?) {
        self.name = name ?? "\(type(of: self))"
        parent?.add(self)
    }

    public func add(_ child: Model) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Services

    /// A service from the session at the root of this model's tree, resolved by chapter 1's
    /// container. Still a service locator, but a scoped one: the tree, not a global, decides.
    public func service<Service: ISingleton>(_ type: Service.Type = Service.self) -> Service {
        var model: Model? = self
        while let current = model {
            if let session = current as? Session {
                return session.container.resolve()
            }
            model = current.parent
        }
        fatalError(
            "\(name) asked for \(Service.self), but no Session is above it in the tree. Add it "
                + "under a model that is under a Session.")
    }

    // MARK: Bubbles

    public func onBubble<Notification: BubbleNotification>(
        _ type: Notification.Type, _ handle: @escaping (Notification) -> Void
    ) {
        bubbleHandlers.append { notification in
            (notification as? Notification).map { typed in { handle(typed) } }
        }
    }

    /// Sends `notification` up, from this model, to the first model registered for its type.
    public func bubble(_ notification: any BubbleNotification) {
        climb("\(type(of: notification))", kind: "bubble") { model in
            model.bubbleHandlers.lazy.compactMap { $0(notification) }.first
        }
    }

    // MARK: Errors

    public func onError<Failure: Error>(
        _ type: Failure.Type, _ handle: @escaping (Failure) -> Void
    ) {
        errorHandlers.append { error in
            (error as? Failure).map { typed in { handle(typed) } }
        }
    }

    /// Sends `error` up, from this model, to the first model that catches its type.
    public func raise(_ error: any Error) {
        climb("\(type(of: error))", kind: "error") { model in
            model.errorHandlers.lazy.compactMap { $0(error) }.first
        }
    }

    private func climb(_ what: String, kind: String, handler: (Model) -> (() -> Void)?) {
        var path: [String] = []
        var model: Model? = self
        while let current = model {
            path.append(current.name)
            if let handle = handler(current) {
                ModelsTree.trace?(current, "handles \(what)")
                handle()
                return
            }
            ModelsTree.trace?(current, "passes \(what) up")
            model = current.parent
        }
        fatalError(
            "Nobody in the tree handled the \(kind) \(what). It went \(path.joined(separator: " → ")). "
                + "Register for it on one of them.")
    }

    // MARK: Global events

    public func onGlobal<Event: GlobalEvent>(
        _ type: Event.Type, _ handle: @escaping (Event) -> Void
    ) {
        globalHandlers.append { event in
            if let typed = event as? Event { handle(typed) }
        }
    }

    /// Sends `event` from the root of this model's tree to every model in it, depth first, in
    /// child order.
    public func broadcast(_ event: any GlobalEvent) {
        var root = self
        while let parent = root.parent {
            root = parent
        }
        root.deliver(event)
    }

    private func deliver(_ event: any GlobalEvent) {
        for handle in globalHandlers {
            handle(event)
        }
        for child in children {
            child.deliver(event)
        }
    }

    // MARK: Printing

    /// The tree under this model, one line per model, drawn with `├─` and `└─`.
    public var treeDescription: String {
        ([name] + childLines(prefix: "")).joined(separator: "\n")
    }

    private func childLines(prefix: String) -> [String] {
        children.enumerated().flatMap { index, child in
            let isLast = index == children.count - 1
            return [prefix + (isLast ? "└─ " : "├─ ") + child.name]
                + child.childLines(prefix: prefix + (isLast ? "   " : "│  "))
        }
    }
}

/// The root of a tree: it keeps the container that every model below gets its services from.
@MainActor
open class Session: Model {
    public let container: Container

    public init(name: String? = nil, container: Container) {
        self.container = container
        super.init(name: name, parent: nil)
    }
}

/// Ties a model's place in the tree to a screen's life: a screen keeps one, and when the
/// screen goes, the model leaves its parent.
@MainActor
public final class ScreenLink {
    private weak var model: Model?

    public init(_ model: Model) {
        self.model = model
    }

    isolated deinit {
        model?.removeFromParent()
    }
}
