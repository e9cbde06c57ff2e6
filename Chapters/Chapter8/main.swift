import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 8: a tree of models. Each section below is one section of the chapter's page;
// docs/chapter-8-models-tree.md explains every line it prints.
let chapter = Chapter("Chapter 8: a tree of models")
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
ModelsTree.trace = { model, step in print("  \(model.name): \(step)") }
let container = Container()
let tree = AppTree(container: container)
var newTree: AppTree?
chapter.section("A tree of models") { growingTheTree(tree) }
chapter.section("Services from the root") {
    servicesFromTheRoot(tree, container: container)
}
chapter.section("Bubbles go up") { bubblesGoUp(tree) }
chapter.section("Errors go up to whoever catches them") { errorsGoUp(tree) }
chapter.section("Global events go down") { newTree = globalEventsGoDown(container: container) }
chapter.section("Signals, not delegates", needs: 5) { signalsNotDelegates(newTree!) }
chapter.section("A screen per model", needs: 5) { aScreenPerModel(newTree!, in: window) }
chapter.play(setUp: { Playing.setUp(in: window, container: container) }, commands: Playing.commands)
await chapter.run()
