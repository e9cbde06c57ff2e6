import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

func bubblesGoUp(_ tree: AppTree) {
    tree.mainFlow.handleBubble(OpenSideMenu.self) { _ in print("  (MainFlow opens the side menu)") }
    print("FiltersModel, deep in search, sends OpenSideMenu:")
    tree.filters.bubble(OpenSideMenu())
}
