/// The article's container, written again as a baseline for the benchmark: the same
/// algorithm as the kit's `Container`, without the cycle check and the watching hook.

public enum ArticleScope {
    case perRequest
    case singleton
}

public protocol ArticleIContainer: AnyObject {
    func resolve<T: ArticleResolvable>(args: T.Arguments) -> T
}

extension ArticleIContainer {
    public func resolve<T: ArticleResolvable>() -> T where T.Arguments == Void {
        resolve(args: ())
    }
}

public protocol ArticleResolvable: AnyObject {
    associatedtype Arguments
    static var instanceScope: ArticleScope { get }
    init(container: any ArticleIContainer, args: Arguments)
}

open class ArticleContainer: ArticleIContainer {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public func resolve<T: ArticleResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return makeInstance(args: args)
        case .singleton:
            let key = ObjectIdentifier(T.self)
            if let cached = singletons[key], let instance = cached as? T {
                return instance
            }
            let instance: T = makeInstance(args: args)
            singletons[key] = instance
            return instance
        }
    }

    open func makeInstance<T: ArticleResolvable>(args: T.Arguments) -> T {
        T(container: self, args: args)
    }
}
