// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Runs actions when the view it modifies appears in a place, and when it leaves it.
@MainActor
public struct _AppearanceActionModifier: ViewModifier {
    public typealias Body = Never
    public var appear: (() -> Void)?
    public var disappear: (() -> Void)?

    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }
}

extension View {
    /// Runs `action` once the view has been drawn where it is, before it is drawn there again.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` once the view is no longer drawn where it was.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}

extension _AppearanceActionModifier: DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let node = context.graph.node(at: context.path + "/appearance")
        if node.isNew, let appear {
            context.graph.whenDrawn(appear)
        }
        node.isNew = false
        node.onRemove = disappear
        return context.graph.draw(content, in: context)
    }
}

#endif
