// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Where a searchable view's search field goes. The console draws it above the view's
/// content wherever it is asked to go.
nonisolated public struct SearchFieldPlacement: Sendable {
    private let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// A search field for this screen, bound to `text`. The console draws it as
    /// `Search: "text"` above the screen's content, and its finger types into it with `search`.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.string))
    }

    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt.key))
    }

    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: String(prompt)))
    }

    /// What pulling this screen down does: `action` runs, and the spinner shows until it
    /// returns.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void)
        -> some View
    {
        modifier(RefreshableModifier(action: action))
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct SearchableModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    let text: Binding<String>
    let prompt: String?

    nonisolated init(text: Binding<String>, prompt: String?) {
        self.text = text
        self.prompt = prompt
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let text = text
        let typed = context.graph.tracked(at: context.slot(.search)) { text.wrappedValue }
        let lines = context.graph.draw(content, in: context)
        context.graph.layer.search = FieldTarget(
            title: "Search", kind: .text, isEnabled: context.environment.isEnabled,
            set: { text.wrappedValue = $0 })
        let field = typed.isEmpty ? "Search: (\(prompt ?? "Search"))" : "Search: \"\(typed)\""
        return [field] + lines
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct RefreshableModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    let action: @Sendable () async -> Void

    nonisolated init(action: @escaping @Sendable () async -> Void) {
        self.action = action
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        let action = action
        context.graph.layer.refresh(by: { await action() })
        return lines
    }
}

#endif
