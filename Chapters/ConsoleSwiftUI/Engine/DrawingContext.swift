// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Where a view is drawn: its place in the hierarchy, the environment it sees there, and
/// whether its parent's body was evaluated in this pass (so its value may be new).
@MainActor
struct DrawingContext {
    let graph: ViewGraph
    var place: Place
    var environment = EnvironmentValues()
    var inputsMayHaveChanged: Bool
    var rows: RowBudget?
    var navigation: NavigationState?
    /// Whether what is drawn here is on screen (not under a pushed screen).
    var isOnScreen = true
    /// Whether what is drawn here is a button's title, which shows no icons.
    var isTitle = false
    /// What a field drawn here does when it is focused, and when Return is pressed in it.
    var focus: (@MainActor () -> Void)?
    var submit: (@MainActor () -> Void)?
    /// Where a picker collects its options while its content is drawn.
    var options: PickerOptions?
    /// What the rows of a `ForEach` drawn here do when selected or deleted.
    var rowActions: RowActions?
    /// What the row drawn here gathers from its content: its swipe actions.
    var rowExtras: RowExtras?

    init(graph: ViewGraph, place: Place, inputsMayHaveChanged: Bool) {
        self.graph = graph
        self.place = place
        self.inputsMayHaveChanged = inputsMayHaveChanged
    }

    func child(_ step: Place.Step) -> DrawingContext {
        var child = self
        child.place = place.appending(step)
        return child
    }

    /// The place of what the engine keeps beside the view drawn here.
    func slot(_ slot: Place.Slot) -> Place {
        place.appending(.slot(slot))
    }

    /// The context of what a body returned: new values only if the body was evaluated.
    func inside(_ node: ViewNode, at key: Place, evaluated: Bool) -> DrawingContext {
        var child = self
        child.place = key.appending(.body)
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

#endif
