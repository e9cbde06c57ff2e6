// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation
import Observation

/// What SwiftUI keeps behind the view values: one node per place on screen, holding that
/// place's state and the body it last evaluated. A node's body is evaluated again only when
/// something it read changed, or when its parent's new value of it differs from the last.
@MainActor
package final class ViewGraph {
    private var nodes: [Place: ViewNode] = [:]
    private var visited: Set<Place> = []
    /// What runs once a pass has drawn the screen: `onAppear`, `onDisappear`, `onChange`
    /// and the start of tasks, in the order SwiftUI runs them (inside-out). An appearance
    /// keeps how deep its view is, for `appearsOutsideIn`.
    private var afterUpdate: [(depth: Int?, run: () -> Void)] = []
    /// Whether a view's `onAppear` runs before those of the views inside it, not after. SwiftUI
    /// runs the inner ones first but documents no order, so a test turns it round to check
    /// that code works either way.
    package static var appearsOutsideIn = false
    private var rootChanged = true
    /// The bodies this screen evaluated since they were last taken.
    var bodyCounts = BodyCounts()
    /// The last version given to an environment value a writer set.
    var nextEnvironmentVersion = 0

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
        StoredValues.shared.catchUp()
        var lines: [String] = []
        for _ in 0..<10 {
            visited = []
            layer = ScreenLayer()
            var context = DrawingContext(
                graph: self, place: Place(), inputsMayHaveChanged: rootChanged)
            context.environment = environment
            context.isOnScreen = isOnScreen
            rootChanged = false
            lines = draw(root, in: context)
            // In the order of their places, not the dictionary's, so that what their
            // `onDisappear` actions print comes out the same on every run.
            let gone = nodes.keys.filter { !visited.contains($0) }
            for key in gone.sorted(by: { $0.description < $1.description }) {
                guard let node = nodes.removeValue(forKey: key) else { continue }
                node.remove()
                if node.hasAppeared, let disappear = node.onRemove {
                    afterUpdate.append((nil, disappear))
                }
            }
            let actions = Self.appearsOutsideIn ? outerAppearancesFirst(afterUpdate) : afterUpdate
            afterUpdate = []
            for action in actions {
                action.run()
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
    func node(at key: Place) -> ViewNode {
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
        afterUpdate.append((nil, ViewOwner.bound(plain: action)))
    }

    /// `actions` with the appearances among them put outer view first, each in a slot an
    /// appearance had, so that what is not an appearance keeps its turn.
    private func outerAppearancesFirst(_ actions: [(depth: Int?, run: () -> Void)])
        -> [(depth: Int?, run: () -> Void)]
    {
        let slots = actions.indices.filter { actions[$0].depth != nil }
        let outerFirst = slots.sorted { (actions[$0].depth!, $0) < (actions[$1].depth!, $1) }
        var reordered = actions
        for (slot, source) in zip(slots, outerFirst) {
            reordered[slot] = actions[source]
        }
        return reordered
    }

    func draw(_ view: any View, in context: DrawingContext) -> [String] {
        if let drawn = view as? any DrawnView {
            return drawn.draw(in: context)
        }
        return drawBody(of: view, in: context)
    }

    private func drawBody<V: View>(of view: V, in context: DrawingContext) -> [String] {
        let key = context.place.appending(.view(TypeName(V.self)))
        let node = node(at: key)
        let evaluate = node.needsEvaluation(for: view, in: context)
        // What the body makes is drawn as this node's code, whenever its closures run.
        if evaluate {
            node.install(view, environment: context.environment)
        }
        return node.run {
            if evaluate {
                bodyCounts.evaluated(V.self)
                node.lastBody = node.evaluate { view.body }
            }
            return draw(
                node.lastBody ?? EmptyView(),
                in: context.inside(node, at: key, evaluated: evaluate))
        }
    }

    /// A modifier with a body of its own is drawn like a view: its node keeps its state, and
    /// its content is drawn wherever its body puts `content`.
    func drawModifier<M: ViewModifier, Content: View>(
        _ modifier: M, content: Content, in context: DrawingContext
    ) -> [String] {
        let key = context.place.appending(.view(TypeName(M.self)))
        let node = node(at: key)
        node.slot.content = content
        node.slot.owner = ViewOwner.running
        node.slot.place = key.appending(.part(.content))
        node.slot.inputsMayHaveChanged = context.inputsMayHaveChanged
        let evaluate = node.needsEvaluation(for: modifier, in: context)
        if evaluate {
            node.install(modifier, environment: context.environment)
        }
        return node.run {
            if evaluate {
                let placeholder = _ViewModifier_Content<M>(slot: node.slot)
                node.lastBody = node.evaluate { modifier.body(content: placeholder) }
            }
            return draw(
                node.lastBody ?? EmptyView(),
                in: context.inside(node, at: key, evaluated: evaluate))
        }
    }

    /// Runs `read` as a body is run, so that the state and Observation properties it reads
    /// draw the screen again when they change: for what the console's own views read while
    /// drawing, such as an alert's binding or a row's content.
    func tracked<T>(at key: Place, _ read: () -> T) -> T {
        let node = node(at: key)
        return node.evaluate(read)
    }

    /// The same for a closure that makes views (a sheet's content, a destination), with
    /// whether what it read changed since the last pass: only then, or when its parent's body
    /// ran, are the views it made new.
    func made<T>(at key: Place, in context: DrawingContext, _ make: () -> T) -> (T, DrawingContext)
    {
        let node = node(at: key)
        var inner = context
        inner.inputsMayHaveChanged = context.inputsMayHaveChanged || node.isNew || node.isDirty
        return (node.evaluate(make), inner)
    }

    /// Draws what is in the graph but not on screen (a screen under the top of a navigation
    /// stack): its state is kept and its bodies run as needed, but nothing of it is shown or
    /// reached.
    func drawOffScreen(_ view: any View, in context: DrawingContext) {
        var hidden = context
        hidden.isOnScreen = false
        _ = apart(from: layer) { draw(view, in: hidden) }
    }

    /// Draws `view` as a layer of its own over the screen (a sheet): what it shows and what
    /// can be reached on it, apart from the screen under it.
    func drawLayer(_ view: any View, in context: DrawingContext) -> ([String], ScreenLayer) {
        apart(from: ScreenLayer()) { draw(view, in: context) }
    }

    /// The words a label shows, for a button's title: its text, without icons.
    func text(of label: any View, in context: DrawingContext) -> String {
        var title = context.child(.part(.label))
        title.isTitle = true
        return apart(from: layer) { draw(label, in: title) }.0.joined(separator: " ")
    }

    /// What an alert's `actions` hold, drawn apart from the screen: its buttons, and its text
    /// fields (iOS 16) with their lines.
    func alertActions(in actions: any View, in context: DrawingContext)
        -> (buttons: [TapTarget], fields: [FieldTarget], lines: [String])
    {
        let (lines, layer) = apart(from: ScreenLayer()) {
            draw(actions, in: context.child(.part(.actions)))
        }
        return (layer.buttons, layer.fields, lines.filter { !$0.hasPrefix("[ ") })
    }

    /// Runs `draw` with `start` as the screen's layer, and returns what it drew and the layer
    /// it left; the screen's own layer is as it was before.
    private func apart<T>(from start: ScreenLayer, _ draw: () -> T) -> (T, ScreenLayer) {
        let saved = layer
        layer = start
        defer { layer = saved }
        return (draw(), layer)
    }

    /// Keeps `appear` and `disappear` (an `onAppear`, an `onDisappear`, a task) in step with
    /// whether the view at `node` is on screen: `appear` once it comes on screen, `disappear`
    /// once it leaves, by going away or by being covered.
    func trackAppearance(
        of node: ViewNode, in context: DrawingContext, appear: (() -> Void)?,
        disappear: (() -> Void)?
    ) {
        let (appear, disappear) = (appear.map(ViewOwner.bound), disappear.map(ViewOwner.bound))
        node.noteDrawn()
        if context.isOnScreen, !node.hasAppeared {
            node.hasAppeared = true
            if let appear { afterUpdate.append((context.place.steps.count, appear)) }
        } else if !context.isOnScreen, node.hasAppeared {
            node.hasAppeared = false
            if let disappear { afterUpdate.append((nil, disappear)) }
        }
        node.onRemove = disappear
    }

    /// The hosting controller's screen left the screen (pushed over, its tab switched away,
    /// covered by a full-screen modal): every view on it disappears, inside-out.
    func leftScreen() {
        guard isOnScreen else { return }
        isOnScreen = false
        let appeared = nodes.filter { $0.value.hasAppeared }
            .sorted { $0.key.description > $1.key.description }
        for (_, node) in appeared {
            node.hasAppeared = false
            node.onRemove?()
        }
    }

    /// The hosting controller's screen is back: its views appear when it is next drawn.
    func cameBackOnScreen() {
        isOnScreen = true
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

    /// Whether a change is waiting for the next turn of the main actor to be drawn.
    package static var hasRedrawScheduled: Bool { redrawScheduled }
    private static var warnedDuringThisUpdate = false

    /// SwiftUI's runtime warning for state set while a body is evaluated, said once a pass.
    static func warnOfChangeDuringUpdate() {
        guard !warnedDuringThisUpdate else { return }
        warnedDuringThisUpdate = true
        runtimeWarning("Modifying state during view update, this will cause undefined behavior.")
    }
}

#endif
