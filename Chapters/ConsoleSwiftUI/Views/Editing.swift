// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// Whether the lists of a screen are being edited: rows moved, deleted in bulk.
nonisolated public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    public var isEditing: Bool { self != .inactive }
}

/// A button that turns the screen's edit mode on ("Edit") and off ("Done").
@MainActor
@preconcurrency
public struct EditButton: View {
    public typealias Body = Never

    nonisolated public init() {}
}

nonisolated struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The screen's edit mode, which `EditButton` turns on and off; each hosting controller
    /// gives its screen one.
    nonisolated public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

extension DynamicViewContent {
    /// What moving rows of a list in edit mode does: `action` is handed the rows' offsets and
    /// the offset they go before, as `move(fromOffsets:toOffset:)` takes them.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?)
        -> some DynamicViewContent
    {
        modifier(OnMoveModifier(action: action))
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination`: what an
    /// `onMove` action does to its collection.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        for offset in source.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
        insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
    }
}

@available(*, unavailable)
extension EditButton: Sendable {}

@MainActor
extension EditButton: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        guard let editMode = context.environment.editMode else { return [] }
        let isEditing = context.graph.tracked(at: context.slot(.control)) {
            editMode.wrappedValue.isEditing
        }
        let title = isEditing ? "Done" : "Edit"
        context.graph.layer.buttons.append(
            TapTarget(title: title) { editMode.wrappedValue = isEditing ? .inactive : .active })
        return ["[ \(title) ]"]
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct OnMoveModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let action: ((IndexSet, Int) -> Void)?

    nonisolated init(action: ((IndexSet, Int) -> Void)?) {
        self.action = action
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        var inner = context
        if let action, context.environment.editMode?.wrappedValue.isEditing == true {
            inner.rowActions?.move = ViewOwner.bound(plain: action)
        }
        return context.graph.draw(content, in: inner)
    }
}

#endif
