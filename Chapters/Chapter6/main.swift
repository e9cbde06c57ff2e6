import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 6: loading, errors and one source of truth. Each section below is one section of
// the chapter's page; docs/chapter-6-screen-state.md explains every line it prints. The news
// app the sections drive is in NewsApp/, the settings app in ConfigApp/.
let chapter = Chapter("Chapter 6: loading, errors and one source of truth")
let window = makeKeyWindow()
var folder: Workfolder!
chapter.setUp {
    folder = try Workfolder()
} tearDown: { wholeChapter in
    folder.remove()
    if wholeChapter {
        print()
        print("The chapter's folder is removed; nothing is left behind.")
    }
}
chapter.section("An overloaded view model") { await anOverloadedViewModel(in: window) }
chapter.section("View, interactor, presenter and router") {
    await viewInteractorPresenterAndRouter(in: window)
}
chapter.section("The article's container") { await ArticlesContainer.run(in: window) }
chapter.section("Pulling the signals over") { await PullingTheSignalsOver.run(in: window) }
chapter.section("A parent that redraws") { await AParentRedraws.run(in: window) }
chapter.section("The same container in UIKit") {
    await theSameContainerInUIKit(in: window, folder: folder)
}
chapter.section("One source of truth") { await oneSourceOfTruth(in: window, folder: folder) }
chapter.section("The flag that stuck") { try await theFlagThatStuck(folder: folder) }
chapter.section("Off the main thread") { await offTheMainThread(folder: folder) }
chapter.section("The store is a file", needs: 7, 8, 9) {
    try await theStoreIsAFile(in: window, folder: folder)
}
chapter.play(in: window, screens: Playing.screens { folder }, commands: Playing.commands)
await chapter.run()
