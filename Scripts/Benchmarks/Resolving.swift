import ArticleBaselines
import MVVMKit

// Resolving from the kit's container (another module, as in an app) and from the article's,
// against building the same objects by hand.

final class Service: ISingleton {
    init(container: any IContainer, args: Void) {}
    init() {}
}

final class Screen: IPerRequest {
    let service: Service
    init(container: any IContainer, args: Void) { service = container.resolve() }
    init(service: Service) { self.service = service }
}

final class ArticleService: ArticleResolvable {
    static var instanceScope: ArticleScope { .singleton }
    init(container: any ArticleIContainer, args: Void) {}
}

final class ArticleScreen: ArticleResolvable {
    static var instanceScope: ArticleScope { .perRequest }
    let service: ArticleService
    init(container: any ArticleIContainer, args: Void) { service = container.resolve() }
}

func resolvingCases(operations n: Int) -> [Case] {
    let container = Container()
    let articleContainer = ArticleContainer()
    return [
        Case(name: "build both by hand") {
            timed(n) { for _ in 0..<n { consume(Screen(service: Service())) } }
        },
        Case(name: "resolve per-request + singleton", floor: "build both by hand", target: 1.5) {
            timed(n) { for _ in 0..<n { consume(container.resolve() as Screen) } }
        },
        Case(name: "article: resolve per-request + singleton", floor: "build both by hand") {
            timed(n) { for _ in 0..<n { consume(articleContainer.resolve() as ArticleScreen) } }
        },
        Case(name: "build one by hand") {
            timed(n) { for _ in 0..<n { consume(Service()) } }
        },
        Case(name: "resolve cached singleton", floor: "build one by hand", target: 1.0) {
            timed(n) { for _ in 0..<n { consume(container.resolve() as Service) } }
        },
        Case(name: "article: resolve cached singleton", floor: "build one by hand") {
            timed(n) { for _ in 0..<n { consume(articleContainer.resolve() as ArticleService) } }
        },
    ]
}
