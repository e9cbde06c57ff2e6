// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Controls grouped for data entry, as a settings screen shows them. The console draws its
/// sections one after another, a blank line between them.
@MainActor
@preconcurrency
public struct Form<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: Content

    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(*, unavailable)
extension Form: Sendable {}

/// A group of rows in a form or a list, with a header and a footer. The console draws the
/// header in capitals, as iOS shows it, above the rows.
@MainActor
@preconcurrency
public struct Section<Parent, Content, Footer> {
    nonisolated(unsafe) let header: Parent
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)
    {
        self.init(content: content, header: header) { EmptyView() }
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer)
    {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

@available(*, unavailable)
extension Section: Sendable {}

@MainActor
extension Form: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        withoutLeadingBlank(context.graph.draw(content, in: context.child(.part(.stack))))
    }
}

/// Sections are drawn with a blank line above each; the first needs none.
func withoutLeadingBlank(_ lines: [String]) -> [String] {
    lines.first == "" ? Array(lines.dropFirst()) : lines
}

@MainActor
extension Section: DrawnView where Parent: View, Content: View, Footer: View {
    func draw(in context: DrawingContext) -> [String] {
        let header = context.graph.draw(header, in: context.child(.part(.label)))
            .map { $0.uppercased() }
        let rows = context.graph.draw(content, in: context.child(.part(.content)))
        let footer = context.graph.draw(footer, in: context.child(.part(.message)))
        return [""] + header + rows + footer
    }
}

#endif
