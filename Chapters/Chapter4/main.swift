import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 4: view models from protocols. Each section below is one section of the chapter's
// page, in the article's order; docs/chapter-4-protocol-view-models.md explains every line it
// prints.
let chapter = Chapter("Chapter 4: view models from protocols")
let window = makeKeyWindow()
chapter.section("Screens from their type") { screensFromTheirType() }
chapter.section("A controller with a typed view model") { TypedViewModel.run() }
chapter.section("View models built from their services") { FromServices.run() }
chapter.section("Services by protocol composition") { ByComposition.run() }
chapter.section("The container as the services") { containerAsServices() }
chapter.section("Cells registered and dequeued by type") { cellsByType(in: window) }
chapter.section("Model, view, application") { modelViewApplication(in: window) }
chapter.play(setUp: { Playing.setUp(in: window) }, commands: Playing.commands)
await chapter.run()
