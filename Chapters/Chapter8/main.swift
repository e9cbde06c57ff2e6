import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 8: a tree of models. Each section below is one section of the chapter's page;
// docs/chapter-8-models-tree.md explains every line it prints.
let chapter = Chapter("Chapter 8: a tree of models")
let window = makeKeyWindow()
ModelsTree.trace = { model, step in print("  \(model.name): \(step)") }
chapter.section("A tree of models") { aTreeOfModels() }
chapter.section("Services from the root") { servicesFromTheRoot() }
chapter.section("Bubbles go up") { bubblesGoUp() }
chapter.section("Errors go up to whoever catches them") { errorsGoUp() }
chapter.section("Global events go down") { globalEventsGoDown() }
chapter.section("Signals, not delegates") { signalsNotDelegates() }
chapter.section("Models drive the navigation") { modelsDriveTheNavigation(in: window) }
chapter.section("Signing out closes the session") { signingOut(in: window) }
chapter.play(setUp: { Playing.setUp(in: window) }, commands: Playing.commands)
await chapter.run()
