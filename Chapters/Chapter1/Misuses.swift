import MVVMKit

// The misuses the page shows, which `swift run Chapter1 --misuse NAME` runs: the kit stops the
// program with its message, as it would in an app.

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
