extension Model {
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
}
