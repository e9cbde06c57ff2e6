import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 5: selecting rows. Each section below is one section of the chapter's page;
// docs/chapter-5-selection.md explains every line it prints.
let chapter = Chapter("Chapter 5: selecting rows")
let window = makeKeyWindow()
chapter.section("Single selection") { await singleSelection(in: window) }
chapter.section("Multiple selection") { await multipleSelection(in: window) }
chapter.section("No selection") { await noneSelection(in: window) }
chapter.section("Interceptors") { await interceptors(in: window) }
chapter.section("The deselect that reported row -1") { await theDeselectBug(in: window) }
chapter.section("The adapter: a screen in a few lines") { await theAdapter(in: window) }
chapter.section("The list changing on screen") { await theListChangingOnScreen(in: window) }
chapter.section("Swapping the strategy on a live list") { await swappingTheStrategy(in: window) }
chapter.play(setUp: { Playing.setUp(in: window) }, commands: Playing.commands)
await chapter.run()
