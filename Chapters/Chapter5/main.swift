import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 5: selecting rows. Each section below is one section of the chapter's page;
// docs/chapter-5-selection.md explains every line it prints.
let chapter = Chapter("Chapter 5: selecting rows")
let window = makeKeyWindow()
chapter.section("Single selection") { singleSelection(in: window) }
chapter.section("Multiple selection") { multipleSelection(in: window) }
chapter.section("No selection") { noneSelection(in: window) }
chapter.section("Interceptors") { interceptors(in: window) }
chapter.section("The deselect that reported row -1") { theDeselectBug(in: window) }
chapter.section("The adapter: a screen in a few lines") { theAdapter(in: window) }
chapter.section("The list changing on screen") { theListChangingOnScreen(in: window) }
chapter.section("Swapping the strategy on a live list") { swappingTheStrategy(in: window) }
chapter.play(setUp: { Playing.setUp(in: window) }, commands: Playing.commands)
await chapter.run()
