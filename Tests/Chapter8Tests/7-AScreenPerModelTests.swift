import Testing

@testable import Chapter8
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("7. A screen per model")
    struct ScreensTests {
        @Test("When a model's screen goes, the model leaves the tree")
        func screenDeathRemovesTheModel() {
            let tree = AppTree(container: Container())
            do {
                let screen = OrderDetailsScreen(model: tree.details)
                _ = screen
            }
            #expect(tree.orders.children.isEmpty)
        }
    }
}
