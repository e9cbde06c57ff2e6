// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Observation

/// What SwiftUI keeps behind the view values: one node per place on screen, holding that
/// place's state and the body it last evaluated. A node's body is evaluated again only when
/// something it read changed, or when its parent's new value of it differs from the last.
@MainActor
final class ViewGraph {
    private var nodes: [String: ViewNode] = [:]
    private var visited: Set<String> = []
    private var appearing: [() -> Void] = []
    private var rootChanged = true

    /// What the last pass found to tap, and what it shows over the screen.
    var buttons: [TapTarget] = []
    var alert: ShownAlert?
    var navigationTitle: String?
    var back: (() -> Void)?

    func rootWasReplaced() {
        rootChanged = true
    }

    /// Draws `root`, evaluating the bodies that need it, then runs the `onAppear` and
    /// `onDisappear` actions the pass found; again while those actions changed something.
    func render<Root: View>(_ root: Root) -> [String] {
        var lines: [String] = []
        for _ in 0..<10 {
            visited = []
            buttons = []
            alert = nil
            navigationTitle = nil
            back = nil
            let context = DrawingContext(graph: self, path: "", inputsMayHaveChanged: rootChanged)
            rootChanged = false
            lines = draw(root, in: context)
            // In the order of their places, not the dictionary's, so that what their
            // `onDisappear` actions print comes out the same on every run.
            for key in nodes.keys.filter({ !visited.contains($0) }).sorted() {
                guard let node = nodes.removeValue(forKey: key) else { continue }
                node.remove()
                if let disappear = node.onRemove {
                    appearing.append(disappear)
                }
            }
            let actions = appearing
            appearing = []
            for action in actions {
                action()
            }
            if !nodes.values.contains(where: \.isDirty) {
                return lines
            }
        }
        runtimeWarning(
            "\(Root.self) changed its state every time it was drawn, ten times in a row: "
                + "change state in actions, not while body is evaluated.")
        return lines
    }

    /// The node for a place, made the first time the place is drawn.
    func node(at key: String) -> ViewNode {
        visited.insert(key)
        if let node = nodes[key] {
            return node
        }
        let node = ViewNode()
        nodes[key] = node
        return node
    }

    func whenDrawn(_ action: @escaping () -> Void) {
        appearing.append(action)
    }

    func draw(_ view: any View, in context: DrawingContext) -> [String] {
        if let drawn = view as? any DrawnView {
            return drawn.draw(in: context)
        }
        return drawBody(of: view, in: context)
    }

    private func drawBody<V: View>(of view: V, in context: DrawingContext) -> [String] {
        let key = context.path + "/" + "\(V.self)"
        let node = node(at: key)
        let evaluate = node.needsEvaluation(for: view, in: context)
        if evaluate {
            node.install(view, environment: context.environment)
            node.lastBody = node.evaluate { view.body }
        }
        return draw(node.lastBody ?? EmptyView(), in: context.inside(key, evaluated: evaluate))
    }

    /// A modifier with a body of its own is drawn like a view: its node keeps its state, and
    /// its content is drawn wherever its body puts `content`.
    func drawModifier<M: ViewModifier, Content: View>(
        _ modifier: M, content: Content, in context: DrawingContext
    ) -> [String] {
        let key = context.path + "/" + "\(M.self)"
        let node = node(at: key)
        node.slot.content = content
        node.slot.path = key + ".content"
        node.slot.inputsMayHaveChanged = context.inputsMayHaveChanged
        let evaluate = node.needsEvaluation(for: modifier, in: context)
        if evaluate {
            node.install(modifier, environment: context.environment)
            let placeholder = _ViewModifier_Content<M>(slot: node.slot)
            node.lastBody = node.evaluate { modifier.body(content: placeholder) }
        }
        return draw(node.lastBody ?? EmptyView(), in: context.inside(key, evaluated: evaluate))
    }

    /// The words a label shows, for a button's title.
    func text(of label: any View, in context: DrawingContext) -> String {
        let saved = buttons
        defer { buttons = saved }
        return draw(label, in: context.child(".label")).joined(separator: " ")
    }

    /// The buttons `actions` holds, drawn apart from the screen, for an alert.
    func alertButtons(in actions: any View, in context: DrawingContext) -> [TapTarget] {
        let saved = buttons
        defer { buttons = saved }
        buttons = []
        _ = draw(actions, in: context.child(".actions"))
        return buttons
    }

    /// Asks for a pass soon: at the end of the change under way, or else on the main actor's
    /// next turn. SwiftUI also draws a change later, not inside the setter that made it;
    /// and Observation tells of a change before the new value is stored.
    static func scheduleRedraw() {
        guard !Screen.isChanging, !redrawScheduled else { return }
        redrawScheduled = true
        Task { @MainActor in
            redrawScheduled = false
            Screen.change()
        }
    }

    private static var redrawScheduled = false
}

/// Where a view is drawn: its place in the hierarchy, the environment it sees there, and
/// whether its parent's body was evaluated in this pass (so its value may be new).
@MainActor
struct DrawingContext {
    let graph: ViewGraph
    var path: String
    var environment = EnvironmentValues()
    var inputsMayHaveChanged: Bool
    var rows: RowBudget?
    var navigation: NavigationState?

    init(graph: ViewGraph, path: String, inputsMayHaveChanged: Bool) {
        self.graph = graph
        self.path = path
        self.inputsMayHaveChanged = inputsMayHaveChanged
    }

    func child(_ step: String) -> DrawingContext {
        var child = self
        child.path += step
        return child
    }

    /// The context of what a body returned: new values only if the body was evaluated.
    func inside(_ key: String, evaluated: Bool) -> DrawingContext {
        var child = self
        child.path = key + "/"
        child.inputsMayHaveChanged = evaluated
        return child
    }
}

/// A view that draws itself, as SwiftUI's own views do, instead of having a body.
@MainActor
protocol DrawnView {
    func draw(in context: DrawingContext) -> [String]
}

/// A modifier that SwiftUI applies itself, instead of having a body.
@MainActor
protocol DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String]
}

/// Something a finger can tap on the screen.
struct TapTarget {
    let title: String
    let action: @MainActor () -> Void
}

struct ShownAlert {
    let title: String
    let message: [String]
    let buttons: [TapTarget]
}

/// How many rows a `List` still shows; `ForEach` rows past them are not drawn, nor their
/// bodies evaluated, as in SwiftUI's lazy lists.
@MainActor
final class RowBudget {
    var remaining: Int
    var skipped = 0

    init(rows: Int) {
        remaining = rows
    }
}

/// The content a modifier's body puts in place, kept by the modifier's node so that a body
/// evaluated earlier still draws the content as it is now.
@MainActor
final class ContentSlot {
    var content: any View = EmptyView()
    var path = ""
    var inputsMayHaveChanged = true
}

extension _ViewModifier_Content: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        var inner = context
        inner.path = slot.path
        inner.inputsMayHaveChanged = context.inputsMayHaveChanged || slot.inputsMayHaveChanged
        return context.graph.draw(slot.content, in: inner)
    }
}

extension ModifiedContent: DrawnView where Content: View, Modifier: ViewModifier {
    func draw(in context: DrawingContext) -> [String] {
        if let drawn = modifier as? any DrawnModifier {
            return drawn.draw(content: content, in: context.child(".content"))
        }
        return context.graph.drawModifier(modifier, content: content, in: context)
    }
}

extension EmptyView: DrawnView {
    func draw(in context: DrawingContext) -> [String] { [] }
}

extension AnyView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(view, in: context.child("<\(type(of: view))>"))
    }
}

extension Optional: DrawnView where Wrapped: View {
    func draw(in context: DrawingContext) -> [String] {
        map { context.graph.draw($0, in: context.child("?")) } ?? []
    }
}

extension TupleView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        Mirror(reflecting: value).children.enumerated().flatMap { index, child in
            (child.value as? any View).map {
                context.graph.draw($0, in: context.child(".\(index)"))
            } ?? []
        }
    }
}

extension _ConditionalContent: DrawnView where TrueContent: View, FalseContent: View {
    func draw(in context: DrawingContext) -> [String] {
        switch storage {
        case .trueContent(let view): context.graph.draw(view, in: context.child("T"))
        case .falseContent(let view): context.graph.draw(view, in: context.child("F"))
        }
    }
}

extension _EnvironmentKeyWritingModifier: DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        return context.graph.draw(content, in: inner)
    }
}

/// SwiftUI prints these as runtime issues, without stopping the app; so does the console.
func runtimeWarning(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

#endif
