/// A piece of the app's logic in a tree of such pieces. A model knows its parent weakly and
/// holds its children, in order, so a subtree lives as long as its parent keeps it, and no
/// handler keeps it longer: each is given its model instead of capturing it. Messages travel
/// through the tree: bubbles and errors up, global events down.
@MainActor
open class Model {
    /// What traces and tree descriptions call the model; its type's name unless given.
    public let name: String
    /// The model above this one, held weakly; nil at the root and once removed.
    public private(set) weak var parent: Model?
    /// The models below this one, in the order they were added, held strongly.
    public private(set) var children: [Model] = []
    /// Raised after a child joins this model: what a flow's screen listens to, to open the
    /// child's screen.
    public let childAdded = Event<Model>()
    /// Raised when a child leaves: its screen goes.
    public let childRemoved = Event<Model>()
    var bubbleHandlers: [TreeHandler] = []
    var errorHandlers: [TreeHandler] = []
    var globalHandlers: [TreeHandler] = []

    /// A model made under `parent` is its last child from the start.
    public init(name: String? = nil, parent: Model?) {
        self.name = name ?? "\(type(of: self))"
        parent?.add(self)
    }

    /// Adds `child` under this model, after the others, taking it from its old parent.
    public func add(_ child: Model) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
        childAdded.raise(child)
    }

    /// Leaves the parent, with the whole subtree; from then on its messages reach nobody.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.childRemoved.raise(self)
    }

    /// Called on every model of a session that is closing, children before their parent, while
    /// the tree and its services are still there. Does nothing unless overridden.
    open func sessionWillClose() {}

    /// The root of this model's tree.
    public var root: Model {
        var root = self
        while let parent = root.parent {
            root = parent
        }
        return root
    }

    /// Whether an open session is at the root: a model outside one (taken out of its tree, or
    /// left behind by a closed session) reaches nobody, and what it sends is late.
    var isInOpenSession: Bool {
        (root as? Session)?.isOpen == true
    }
}
