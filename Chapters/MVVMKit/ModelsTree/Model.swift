/// A piece of the app's logic in a tree of such pieces. A model knows its parent weakly and
/// holds its children, in order. Messages travel through the tree: bubbles and errors up
/// (`Bubbles.swift`, `Errors.swift`), global events down (`GlobalEvents.swift`).
///
/// A model keeps its handlers strongly, so a handler that captures its own model, or anything
/// that holds the model, keeps the model and its whole subtree alive.
@MainActor
open class Model {
    public let name: String
    public private(set) weak var parent: Model?
    public private(set) var children: [Model] = []
    /// Each handler answers with what to do if the message is its type, nil otherwise.
    var bubbleHandlers: [(any BubbleNotification) -> (() -> Void)?] = []
    var errorHandlers: [(any Error) -> (() -> Void)?] = []
    var globalHandlers: [(any GlobalEvent) -> Void] = []

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

    /// Walks up from this model to the first one whose `handler` answers, and runs the answer.
    /// What nobody handles stops the program, naming the path: a lost message is a bug to see.
    func climb(_ what: String, kind: String, handler: (Model) -> (() -> Void)?) {
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
}
