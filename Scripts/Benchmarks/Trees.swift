import MVVMKit

// A bubble climbing 20 levels, and a global event reaching 10,000 models, against the same
// walks written by hand.

struct Climb: BubbleNotification {}
struct Everyone: GlobalEvent {}

/// The by-hand tree: a parent link, children in order, and one closure per node.
final class Node {
    weak var parent: Node?
    var children: [Node] = []
    var handler: (() -> Void)?

    /// The floor of a global event: the same walk, depth first, one closure per node.
    func walk() {
        handler?()
        for child in children {
            child.walk()
        }
    }
}

func treeCases(operations n: Int) -> [Case] {
    let listener = Subscriber()

    // A chain of 21 models; the root handles the bubble sent from the bottom.
    var chain = [Model(name: "root", parent: nil)]
    chain[0].handleBubble(Climb.self) { _, _ in listener.total &+= 1 }
    for _ in 0..<20 {
        chain.append(Model(name: "level", parent: chain.last))
    }
    var nodes = [Node()]
    nodes[0].handler = { listener.total &+= 1 }
    for _ in 0..<20 {
        let node = Node()
        node.parent = nodes.last
        nodes.last?.children.append(node)
        nodes.append(node)
    }
    let climbByHand = Case("walk 20 parents by hand to a handler") {
        timed(n) {
            for _ in 0..<n {
                var node: Node? = nodes.last
                while let current = node {
                    if let handler = current.handler {
                        handler()
                        break
                    }
                    node = current.parent
                }
            }
            consume(listener.total)
        }
    }

    // 10,000 models: a root, 100 children, 99 grandchildren each; every one listening. And 100
    // models (a root, 9 children, 10 grandchildren each), to show the cost per model is flat.
    func listeningTree(children: Int, grandchildren: Int) -> (root: Model, count: Int) {
        let root = Model(name: "root", parent: nil)
        var everyModel = [root]
        for _ in 0..<children {
            let child = Model(name: "child", parent: root)
            everyModel.append(child)
            for _ in 0..<grandchildren {
                everyModel.append(Model(name: "grandchild", parent: child))
            }
        }
        for model in everyModel {
            model.handleGlobalEvent(Everyone.self) { _, _ in listener.total &+= 1 }
        }
        return (root, everyModel.count)
    }
    let (root, modelCount) = listeningTree(children: 100, grandchildren: 99)
    let (smallRoot, smallCount) = listeningTree(children: 9, grandchildren: 10)
    let plainRoot = Node()
    plainRoot.handler = { listener.total &+= 1 }
    for _ in 0..<100 {
        let child = Node()
        child.handler = { listener.total &+= 1 }
        plainRoot.children.append(child)
        for _ in 0..<99 {
            let grandchild = Node()
            grandchild.handler = { listener.total &+= 1 }
            child.children.append(grandchild)
        }
    }
    // As many models reached per sample as the other rows have operations.
    let walks = n / modelCount
    let broadcastByHand = Case("walk 10,000 nodes by hand, one closure each, per node") {
        timed(walks * modelCount) {
            for _ in 0..<walks { plainRoot.walk() }
            consume(listener.total)
        }
    }
    return [
        climbByHand,
        Case("bubble from 20 levels down", floor: climbByHand) {
            timed(n) {
                for _ in 0..<n { chain[20].bubble(Climb()) }
                consume(listener.total)
            }
        },
        broadcastByHand,
        Case("a global event to 10,000 models, per model", floor: broadcastByHand) {
            timed(walks * modelCount) {
                for _ in 0..<walks { root.broadcast(Everyone()) }
                consume(listener.total)
            }
        },
        Case("a global event to 100 models, per model", floor: broadcastByHand) {
            timed(n / smallCount * smallCount) {
                for _ in 0..<n / smallCount { smallRoot.broadcast(Everyone()) }
                consume(listener.total)
            }
        },
    ]
}
