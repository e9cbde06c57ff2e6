// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

@MainActor
extension _ViewModifier_Content: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        var inner = context
        inner.place = slot.place
        inner.inputsMayHaveChanged = context.inputsMayHaveChanged || slot.inputsMayHaveChanged
        return context.graph.draw(slot.content, in: inner)
    }
}

@MainActor
extension ModifiedContent: DrawnView where Content: View, Modifier: ViewModifier {
    func draw(in context: DrawingContext) -> [String] {
        if let drawn = modifier as? any DrawnModifier {
            return drawn.draw(content: content, in: context.child(.part(.content)))
        }
        return context.graph.drawModifier(modifier, content: content, in: context)
    }
}

@MainActor
extension EmptyView: DrawnView {
    func draw(in context: DrawingContext) -> [String] { [] }
}

@MainActor
extension AnyView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(view, in: context.child(.erased(TypeName(type(of: view)))))
    }
}

@MainActor
extension Optional: DrawnView where Wrapped: View {
    func draw(in context: DrawingContext) -> [String] {
        map { context.graph.draw($0, in: context.child(.some)) } ?? []
    }
}

@MainActor
extension TupleView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        Mirror(reflecting: value).children.enumerated().flatMap { index, child in
            (child.value as? any View).map {
                context.graph.draw($0, in: context.child(.child(index)))
            } ?? []
        }
    }
}

@MainActor
extension _ConditionalContent: DrawnView where TrueContent: View, FalseContent: View {
    func draw(in context: DrawingContext) -> [String] {
        switch storage {
        case .trueContent(let view):
            context.graph.draw(view, in: context.child(.branch(isTrue: true)))
        case .falseContent(let view):
            context.graph.draw(view, in: context.child(.branch(isTrue: false)))
        }
    }
}

#endif
