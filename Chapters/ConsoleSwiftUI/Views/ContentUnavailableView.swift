// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// What a screen shows instead of content it does not have: no results, nothing yet. The
/// console draws its label, its description under it, then its actions.
@MainActor
@preconcurrency
// SwiftUI names its first generic parameter `Label`, which would hide the `Label` view in
// the declarations below; no app can see the name of a generic parameter.
public struct ContentUnavailableView<Title: View, Description: View, Actions: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let label: Title
    nonisolated(unsafe) let description: Description
    nonisolated(unsafe) let actions: Actions

    nonisolated public init(
        @ViewBuilder label: () -> Title,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView
where Title == Label<Text, Image>, Description == Text?, Actions == EmptyView {
    nonisolated public init(
        _ title: LocalizedStringKey, systemImage name: String, description: Text? = nil
    ) {
        self.init {
            Label(title, systemImage: name)
        } description: {
            description
        }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage name: String, description: Text? = nil
    ) {
        self.init {
            Label(title, systemImage: name)
        } description: {
            description
        }
    }
}

extension ContentUnavailableView
where
    Title == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// What a search that found nothing shows.
    nonisolated public static var search: ContentUnavailableView<Title, Description, Actions> {
        search(text: "")
    }

    /// What a search for `text` that found nothing shows.
    nonisolated public static func search(text: String) -> ContentUnavailableView<
        Title, Description, Actions
    > {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}

/// The parts of `ContentUnavailableView.search`.
nonisolated public struct SearchUnavailableContent {
    @MainActor
    @preconcurrency
    public struct Label: View {
        let text: String

        public var body: some View {
            noResults(for: text)
        }
    }

    @MainActor
    @preconcurrency
    public struct Description: View {
        public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    @MainActor
    @preconcurrency
    public struct Actions: View {
        public var body: some View {
            EmptyView()
        }
    }
}

/// What `ContentUnavailableView.search` says, out of reach of its own `Label`'s name.
@MainActor
private func noResults(for text: String) -> some View {
    Label(
        text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}",
        systemImage: "magnifyingglass")
}

@MainActor
extension ContentUnavailableView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(label, in: context.child(.part(.label)))
            + context.graph.draw(description, in: context.child(.part(.message)))
            + context.graph.draw(actions, in: context.child(.part(.actions)))
    }
}

#endif
