import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

func globalEventsGoDown(container: Container) -> AppTree {
    let tree = AppTree(container: container)
    var model: [Model] = [tree.session]
    while let current = model.popLast() {
        current.handleGlobalEvent(LanguageChanged.self) { event in
            print("  \(current.name) now speaks \(event.language)")
        }
        model += current.children.reversed()
    }
    print("The session is new, and the language changes:")
    tree.orders.broadcast(LanguageChanged(language: "French"))
    return tree
}
