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
    let buildBoth = Case("build both by hand") {
        timed(n) { for _ in 0..<n { consume(Screen(service: Service())) } }
    }
    let buildOne = Case("build one by hand") {
        timed(n) { for _ in 0..<n { consume(Service()) } }
    }
    return [
        buildBoth,
        Case("resolve per-request + singleton", floor: buildBoth, target: 2.0) {
            timed(n) { for _ in 0..<n { consume(container.resolve() as Screen) } }
        },
        Case("article: resolve per-request + singleton", floor: buildBoth) {
            timed(n) { for _ in 0..<n { consume(articleContainer.resolve() as ArticleScreen) } }
        },
        buildOne,
        Case("resolve cached singleton", floor: buildOne, target: 1.0) {
            timed(n) { for _ in 0..<n { consume(container.resolve() as Service) } }
        },
    ]
}
