import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("1. A tree of models")
    struct TreeTests {
        @Test("A model knows its parent and its children, in the order they were added")
        func parentAndOrderedChildren() {
            let root = Model(name: "root", parent: nil)
            let first = Model(name: "first", parent: root)
            let second = Model(name: "second", parent: root)
            #expect(root.children.map(\.name) == ["first", "second"])
            #expect(first.parent === root && second.parent === root)
        }

        @Test("Adding a model under another takes it from its old parent")
        func addingMoves() {
            let a = Model(name: "a", parent: nil)
            let b = Model(name: "b", parent: nil)
            let child = Model(name: "child", parent: a)
            b.add(child)
            #expect(a.children.isEmpty)
            #expect(b.children.map(\.name) == ["child"])
        }

        @Test("A parent says when a child joins it and when one leaves")
        func childAddedAndRemoved() {
            final class Listener {
                var heard: [String] = []
            }
            let parent = Model(name: "parent", parent: nil)
            let listener = Listener()
            parent.childAdded.subscribe(listener) { listener, child in
                listener.heard.append("+\(child.name)")
            }
            parent.childRemoved.subscribe(listener) { listener, child in
                listener.heard.append("-\(child.name)")
            }
            let child = Model(name: "child", parent: parent)
            child.removeFromParent()
            child.removeFromParent()
            #expect(listener.heard == ["+child", "-child"])
        }

        @Test("The tree prints with ├─ and └─")
        func printsAsATree() {
            let tree = AppTree()
            #expect(
                tree.mainFlow.treeDescription
                    == """
                    MainFlow
                    ├─ OrdersModel
                    │  └─ OrderDetailsModel
                    └─ SearchModel
                       └─ FiltersModel
                    """
            )
        }

        @Test("A removed model is released, with its children; none holds its parent")
        func removedSubtreeIsReleased() {
            let root = Model(name: "root", parent: nil)
            weak var watchedChild: Model?
            weak var watchedGrandchild: Model?
            do {
                let child = Model(name: "child", parent: root)
                let grandchild = Model(name: "grandchild", parent: child)
                watchedGrandchild = grandchild
                watchedChild = child
            }
            #expect(watchedGrandchild != nil, "the tree holds it")
            watchedChild?.removeFromParent()
            #expect(watchedChild == nil)
            #expect(watchedGrandchild == nil)

            weak var watchedRoot: Model?
            var orphan: Model?
            do {
                let parent = Model(name: "parent", parent: nil)
                orphan = Model(name: "orphan", parent: parent)
                watchedRoot = parent
            }
            #expect(watchedRoot == nil, "a child does not keep its parent")
            #expect(orphan?.parent == nil)
        }
    }
}
