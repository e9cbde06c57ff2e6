/// The root of a tree: it keeps the container that every model below gets its services from.
@MainActor
open class Session: Model {
    public let container: Container

    public init(name: String? = nil, container: Container) {
        self.container = container
        super.init(name: name, parent: nil)
    }
}
