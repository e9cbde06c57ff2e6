import MVVMKit

/// "Bubbles go up": to the first model that handles them, which is given to its handler.
func bubblesGoUp() {
    let tree = AppTree()
    tree.mainFlow.handleBubble(OpenSideMenu.self) { flow, _ in
        print("  (\(flow.name) opens the side menu)")
    }
    print("FiltersModel, deep in search, sends OpenSideMenu:")
    tree.filters.bubble(OpenSideMenu())
    print("Search takes the menu over for a while, then gives it back:")
    tree.search.handleBubble(OpenSideMenu.self) { search, _ in
        print("  (\(search.name) opens its own menu)")
    }
    tree.filters.bubble(OpenSideMenu())
    tree.search.removeHandlers(for: OpenSideMenu.self)
    tree.filters.bubble(OpenSideMenu())
}
