// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation
import Observation

/// What SwiftUI keeps behind the view values: one node per place on screen, holding that
/// place's state and the body it last evaluated. A node's body is evaluated again only when
/// something it read changed, or when its parent's new value of it differs from the last.
@MainActor
final class ViewGraph {
    private var nodes: [String: ViewNode] = [:]
    private var visited: Set<String> = []
    /// What runs once a pass has drawn the screen: `onAppear`, `onDisappear`, `onChange`
    /// and the start of tasks, in the order SwiftUI runs them (inside-out).
    private var afterUpdate: [() -> Void] = []
    private var rootChanged = true
    private var nextEnvironmentVersion = 0

    /// Whether the hosting controller's screen is on screen: when it is not, no view in it
    /// is.
    private(set) var isOnScreen = true

    /// What the last pass found on the screen: what a finger can reach, and what covers it.
    var layer = ScreenLayer()

    func rootWasReplaced() {
        rootChanged = true
    }

    /// Whether something drawn here was told of a change since the last pass: the screen is
    /// drawn again at the end of the change under way, or on the main actor's next turn.
    var needsRedraw: Bool {
        nodes.values.contains(where: \.isDirty)
    }

    /// Draws `root`, evaluating the bodies that need it, then runs what waits for the update
    /// to end; again while that changed something.
    func render<Root: View>(_ root: Root, environment: EnvironmentValues) -> [String] {
        Self.warnedDuringThisUpdate = false
        var lines: [String] = []
        for _ in 0..<10 {
            visited = []
            layer = ScreenLayer()
            var context = DrawingContext(graph: self, path: "", inputsMayHaveChanged: rootChanged)
            context.environment = environment
            context.isOnScreen = isOnScreen
            rootChanged = false
            lines = draw(root, in: context)
            // In the order of their places, not the dictionary's, so that what their
            // `onDisappear` actions print comes out the same on every run.
            for key in nodes.keys.filter({ !visited.contains($0) }).sorted() {
                guard let node = nodes.removeValue(forKey: key) else { continue }
                node.remove()
                if node.hasAppeared, let disappear = node.onRemove {
                    afterUpdate.append(disappear)
                }
            }
            let actions = afterUpdate
            afterUpdate = []
            for action in actions {
                action()
            }
            if !needsRedraw {
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

    /// Runs `action` once the pass that drew the screen is over.
    func afterThisUpdate(_ action: @escaping () -> Void) {
        afterUpdate.append(action)
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

    /// Runs `read` as a body is run, so that the state and Observation properties it reads
    /// draw the screen again when they change: for what the console's own views read while
    /// drawing, such as an alert's binding or a row's content.
    func tracked<T>(at key: String, _ read: () -> T) -> T {
        let node = node(at: key)
        return node.evaluate(read)
    }

    /// Draws what is in the graph but not on screen (a screen under the top of a navigation
    /// stack): its state is kept and its bodies run as needed, but nothing of it is shown or
    /// reached.
    func drawOffScreen(_ view: any View, in context: DrawingContext) {
        let saved = layer
        var hidden = context
        hidden.isOnScreen = false
        _ = draw(view, in: hidden)
        layer = saved
    }

    /// Draws `view` as a layer of its own over the screen (a sheet): what it shows and what
    /// can be reached on it, apart from the screen under it.
    func drawLayer(_ view: any View, in context: DrawingContext) -> ([String], ScreenLayer) {
        let saved = layer
        layer = ScreenLayer()
        let lines = draw(view, in: context)
        let drawn = layer
        layer = saved
        return (lines, drawn)
    }

    /// The words a label shows, for a button's title: its text, without icons.
    func text(of label: any View, in context: DrawingContext) -> String {
        let saved = layer
        defer { layer = saved }
        var title = context.child(".label")
        title.isTitle = true
        return draw(label, in: title).joined(separator: " ")
    }

    /// The buttons `actions` holds, drawn apart from the screen, for an alert.
    func alertButtons(in actions: any View, in context: DrawingContext) -> [TapTarget] {
        let saved = layer
        defer { layer = saved }
        layer = ScreenLayer()
        _ = draw(actions, in: context.child(".actions"))
        return layer.buttons
    }

    /// Keeps `appear` and `disappear` (an `onAppear`, an `onDisappear`, a task) in step with
    /// whether the view at `node` is on screen: `appear` once it comes on screen, `disappear`
    /// once it leaves, by going away or by being covered.
    func trackAppearance(
        of node: ViewNode, in context: DrawingContext, appear: (() -> Void)?,
        disappear: (() -> Void)?
    ) {
        node.isNew = false
        if context.isOnScreen, !node.hasAppeared {
            node.hasAppeared = true
            if let appear { afterUpdate.append(appear) }
        } else if !context.isOnScreen, node.hasAppeared {
            node.hasAppeared = false
            if let disappear { afterUpdate.append(disappear) }
        }
        node.onRemove = disappear
    }

    /// The hosting controller's screen left the screen (pushed over, its tab switched away,
    /// covered by a full-screen modal): every view on it disappears, inside-out.
    func leftScreen() {
        guard isOnScreen else { return }
        isOnScreen = false
        let appeared = nodes.filter { $0.value.hasAppeared }.sorted { $0.key > $1.key }
        for (_, node) in appeared {
            node.hasAppeared = false
            node.onRemove?()
        }
    }

    /// The hosting controller's screen is back: its views appear when it is next drawn.
    func cameBackOnScreen() {
        isOnScreen = true
    }

    /// A version for an environment value a writer sets now: the same as last time when the
    /// writer's value is the same, else a new one, so that only the readers of a changed
    /// value run again.
    func environmentVersion(at node: ViewNode, for value: Any, mayHaveChanged: Bool) -> Int {
        if let last = node.storage["version"] as? EnvironmentWrite,
            !mayHaveChanged || isSame(value, last.value)
        {
            last.value = value
            return last.version
        }
        nextEnvironmentVersion += 1
        node.storage["version"] = EnvironmentWrite(value: value, version: nextEnvironmentVersion)
        return nextEnvironmentVersion
    }

    /// Asks for a pass soon: at the end of the change under way, or else on the main actor's
    /// next turn. SwiftUI draws every change made in one turn of the main actor once.
    static func scheduleRedraw() {
        guard !Screen.isChanging, !redrawScheduled else { return }
        redrawScheduled = true
        Task { @MainActor in
            redrawScheduled = false
            Screen.change()
        }
    }

    private static var redrawScheduled = false
    private static var warnedDuringThisUpdate = false

    /// SwiftUI's runtime warning for state set while a body is evaluated, said once a pass.
    static func warnOfChangeDuringUpdate() {
        guard !warnedDuringThisUpdate else { return }
        warnedDuringThisUpdate = true
        runtimeWarning("Modifying state during view update, this will cause undefined behavior.")
    }
}

/// What an environment writer set last, and the version it gave it.
@MainActor
final class EnvironmentWrite {
    var value: Any
    let version: Int

    init(value: Any, version: Int) {
        self.value = value
        self.version = version
    }
}

/// What a screen shows a finger: its buttons, fields and toggles; the title and back button
/// of its navigation bar; an alert or a sheet over it.
@MainActor
struct ScreenLayer {
    var buttons: [TapTarget] = []
    var fields: [FieldTarget] = []
    var alert: ShownAlert?
    var navigationTitle: String?
    var back: (() -> Void)?
    var sheet: ShownSheet?

    /// The layer on top: the sheet's, or the sheet's sheet's, or this one.
    var top: ScreenLayer {
        sheet?.layer.top ?? self
    }
}

/// A sheet over a screen: its lines, what a finger reaches on it, and how it goes away.
@MainActor
final class ShownSheet {
    let title: String
    let lines: [String]
    let layer: ScreenLayer
    let dismiss: () -> Void

    init(title: String, lines: [String], layer: ScreenLayer, dismiss: @escaping () -> Void) {
        self.title = title
        self.lines = lines
        self.layer = layer
        self.dismiss = dismiss
    }
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
    /// Whether what is drawn here is on screen (not under a pushed screen).
    var isOnScreen = true
    /// Whether what is drawn here is a button's title, which shows no icons.
    var isTitle = false

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
    var isEnabled = true
    let action: @MainActor () -> Void
}

/// A text field or a toggle, which the console's finger types into or flips by its title.
struct FieldTarget {
    let title: String
    let isToggle: Bool
    let isEnabled: Bool
    let set: @MainActor (String) -> Void
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

@MainActor
extension _ViewModifier_Content: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        var inner = context
        inner.path = slot.path
        inner.inputsMayHaveChanged = context.inputsMayHaveChanged || slot.inputsMayHaveChanged
        return context.graph.draw(slot.content, in: inner)
    }
}

@MainActor
extension ModifiedContent: DrawnView where Content: View, Modifier: ViewModifier {
    func draw(in context: DrawingContext) -> [String] {
        if let drawn = modifier as? any DrawnModifier {
            return drawn.draw(content: content, in: context.child(".content"))
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
        context.graph.draw(view, in: context.child("<\(type(of: view))>"))
    }
}

@MainActor
extension Optional: DrawnView where Wrapped: View {
    func draw(in context: DrawingContext) -> [String] {
        map { context.graph.draw($0, in: context.child("?")) } ?? []
    }
}

@MainActor
extension TupleView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        Mirror(reflecting: value).children.enumerated().flatMap { index, child in
            (child.value as? any View).map {
                context.graph.draw($0, in: context.child(".\(index)"))
            } ?? []
        }
    }
}

@MainActor
extension _ConditionalContent: DrawnView where TrueContent: View, FalseContent: View {
    func draw(in context: DrawingContext) -> [String] {
        switch storage {
        case .trueContent(let view): context.graph.draw(view, in: context.child("T"))
        case .falseContent(let view): context.graph.draw(view, in: context.child("F"))
        }
    }
}

/// SwiftUI prints these as runtime issues, without stopping the app; so does the console.
nonisolated func runtimeWarning(_ message: String) {
    if !RuntimeWarnings.shared.collect(message) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// Where runtime warnings go: standard error, or, while the package's tests listen, to them.
nonisolated final class RuntimeWarnings: @unchecked Sendable {
    static let shared = RuntimeWarnings()
    private let lock = NSLock()
    private var collected: [String]?

    /// Runs `body` and returns the warnings it caused, in order, instead of printing them.
    func listen(_ body: () throws -> Void) rethrows -> [String] {
        lock.withLock { collected = [] }
        defer { lock.withLock { collected = nil } }
        try body()
        return lock.withLock { collected ?? [] }
    }

    /// Keeps `message` for a listener, if there is one.
    func collect(_ message: String) -> Bool {
        lock.withLock {
            guard collected != nil else { return false }
            collected?.append(message)
            return true
        }
    }
}

#endif
