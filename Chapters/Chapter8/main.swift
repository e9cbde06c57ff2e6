import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 8: a tree of models. Each call below is one section of the chapter;
// docs/chapter-8-models-tree.md explains every line it prints.
print("Chapter 8: a tree of models")
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
ModelsTree.trace = { model, step in print("  \(model.name): \(step)") }
let container = Container()
let tree = AppTree(container: container)
growingTheTree(tree)
servicesFromTheRoot(tree, container: container)
bubblesGoUp(tree)
errorsGoUp(tree)
let newTree = globalEventsGoDown(container: container)
signalsNotDelegates(newTree)
aScreenPerModel(newTree, in: window)
