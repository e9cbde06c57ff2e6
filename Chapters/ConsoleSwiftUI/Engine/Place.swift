// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A place on screen, which is what SwiftUI's identity is: the steps from the root to a view.
/// A view drawn at the same place as last time is the same view and keeps its state; a view at
/// a new place is a new one.
struct Place: Hashable {
    private(set) var steps: [Step] = []

    func appending(_ step: Step) -> Place {
        var place = self
        place.steps.append(step)
        return place
    }

    enum Step: Hashable {
        /// A view or a modifier with a body, known by its type.
        case view(TypeName)
        /// What that body returned.
        case body
        /// A position in a `@ViewBuilder`'s list of views.
        case child(Int)
        /// The branch of an `if` or a `switch`.
        case branch(isTrue: Bool)
        /// What an optional view holds.
        case some
        /// What an `AnyView` holds, known by its type, so that another type is another view.
        case erased(TypeName)
        /// A `ForEach` element, by its id.
        case element(AnyHashable)
        /// A view given an identity of its own with `.id(_:)`.
        case explicitID(AnyHashable)
        /// One screen of a navigation stack, by its depth.
        case level(Int)
        /// A sheet's content; one for each item of `sheet(item:)`.
        case sheet(item: AnyHashable?)
        /// A part of one of SwiftUI's own views: a button's label, a stack's content.
        case part(Part)
        /// What the engine keeps beside a view: a task, the value `onChange` saw last.
        case slot(Slot)
    }

    enum Part: Hashable {
        case content, label, shown, message, actions, list, stack, group, icon, title, overlay
    }

    enum Slot: Hashable {
        case alert, control, object, environment, appearance, task, change, row, stack, link
        case sheet, destination, focus, search, refresh, dialog, tab, geometry, item
    }
}

/// A type, as a step of a place: equal when the type is.
struct TypeName: Hashable {
    let type: Any.Type

    init(_ type: Any.Type) {
        self.type = type
    }

    static func == (a: TypeName, b: TypeName) -> Bool {
        ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }
}

extension Place: CustomStringConvertible {
    /// The place written out, for an order that is the same on every run (what leaves the
    /// screen together disappears in this order) and for a reader debugging the engine.
    var description: String {
        steps.map(\.description).joined()
    }
}

extension Place.Step: CustomStringConvertible {
    var description: String {
        switch self {
        case .view(let name): "/\(name.type)"
        case .body: "/"
        case .child(let index): ".\(index)"
        case .branch(let isTrue): isTrue ? "T" : "F"
        case .some: "?"
        case .erased(let name): "<\(name.type)>"
        case .element(let id): "[\(id.base)]"
        case .explicitID(let id): "#\(id.base)"
        case .level(let depth): "/\(depth)"
        case .sheet(let item): ".sheet[\(item.map { "\($0.base)" } ?? "")]"
        case .part(let part): ".\(part)"
        case .slot(.row): "#row"
        case .slot(let slot): "/\(slot)"
        }
    }
}

#endif
