import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 6: loading, errors and one source of truth. Each call below is one section of the
// chapter; docs/chapter-6-screen-state.md explains every line it prints.
print("Chapter 6: loading, errors and one source of truth")
// An app is handed its window scene in scene(_:willConnectTo:options:); the console app has
// one, connected from the start.
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
let folder = try Workfolder()
_ = aContainerForAnyScreen(in: window, folder: folder)
await oneSourceOfTruth(in: window, folder: folder)
try await theFlagThatStuck(folder: folder)
try theStoreIsAFile(folder: folder)
folder.remove()
print()
print("The chapter's folder is removed; nothing is left behind.")
