import MVVMKit

/// A hen comes from an egg, and an egg from a hen: two types whose initializers resolve each
/// other. `swift run Chapter1 --misuse cycle` asks the container for a hen.
final class Hen: IPerRequest {
    let egg: Egg

    required init(container: any IContainer, args: Void) {
        egg = container.resolve()
    }
}

final class Egg: IPerRequest {
    let hen: Hen

    required init(container: any IContainer, args: Void) {
        hen = container.resolve()
    }
}
