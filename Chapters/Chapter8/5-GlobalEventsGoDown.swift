import MVVMKit

/// "Global events go down": from the root to every model, depth first, in child order.
func globalEventsGoDown() {
    let tree = AppTree()
    var models: [Model] = [tree.session]
    while let model = models.popLast() {
        model.handleGlobalEvent(LanguageChanged.self) { model, event in
            print("  \(model.name) now speaks \(event.language)")
        }
        models += model.children.reversed()
    }
    print("The language changes, from wherever:")
    tree.orders.broadcast(LanguageChanged(language: "French"))
    let search: Model = tree.search
    search.removeFromParent()
    print("SearchModel's parent is \(search.parent?.name ?? "nobody"); the language changes again:")
    tree.orders.broadcast(LanguageChanged(language: "Spanish"))
}

/// The app's language changed: every model hears it.
struct LanguageChanged: GlobalEvent {
    let language: String
}
