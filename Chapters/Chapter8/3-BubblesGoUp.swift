import MVVMKit

/// "Bubbles go up": to the first model that handles them, which is given to its handler.
func bubblesGoUp() {
    let tree = AppTree()
    tree.mainFlow.handleBubble(OpenSideMenu.self) { flow, _ in
        print("  (\(flow.name) opens the side menu)")
    }
    print("FiltersModel, deep in search, sends OpenSideMenu:")
    tree.filters.bubble(OpenSideMenu())
    tree.search.handleBubble(OpenSideMenu.self) { search, _ in
        print("  (\(search.name) opens its own menu)")
    }
    print("SearchModel handles OpenSideMenu too, for a while; FiltersModel sends it again:")
    tree.filters.bubble(OpenSideMenu())
    tree.search.removeHandlers(for: OpenSideMenu.self)
    print("FiltersModel sends it once more:")
    tree.filters.bubble(OpenSideMenu())
}

/// "Open the side menu", from anywhere in the main flow.
struct OpenSideMenu: BubbleNotification {}
