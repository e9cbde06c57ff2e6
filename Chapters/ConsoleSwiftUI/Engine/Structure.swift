// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

@MainActor
extension _ViewModifier_Content: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        var inner = context
        inner.place = slot.place
        inner.inputsMayHaveChanged = context.inputsMayHaveChanged || slot.inputsMayHaveChanged
        let drawContent = { context.graph.draw(slot.content, in: inner) }
        // Most modifiers have no state of their own: their content is already the owner's code.
        guard slot.owner !== ViewOwner.running else { return drawContent() }
        return ViewOwner.$running.withValue(slot.owner, operation: drawContent)
    }
}

@MainActor
extension ModifiedContent: DrawnView where Content: View, Modifier: ViewModifier {
    func draw(in context: DrawingContext) -> [String] {
        // A modifier on a group is the modifier on each of the group's members: each view of
        // its block, the branch an `if` took, each at its own place.
        if let group = content as? any MemberGroup {
            return group.members.flatMap { steps, member in
                modified(member, in: steps.reduce(context.child(.part(.group))) { $0.child($1) })
            }
        }
        if let drawn = modifier as? any DrawnModifier {
            return drawn.draw(content: content, in: context.child(.part(.content)))
        }
        return context.graph.drawModifier(modifier, content: content, in: context)
    }

    private func modified<Member: View>(_ member: Member, in context: DrawingContext) -> [String] {
        ModifiedContent<Member, Modifier>(content: member, modifier: modifier).draw(in: context)
    }
}

/// A `Group`'s members: the views of its block, each of which a modifier on the group
/// modifies, with the steps to each one's place.
nonisolated protocol MemberGroup {
    var members: [(steps: [Place.Step], view: any View)] { get }
}

extension Group: MemberGroup where Content: View {
    var members: [(steps: [Place.Step], view: any View)] {
        membersOf(content)
    }
}

/// The views a block made, looking through its lines, its `if`s and its `if`/`else`s.
nonisolated func membersOf(_ view: any View) -> [(steps: [Place.Step], view: any View)] {
    let inside: [(Place.Step, any View)]
    if let block = view as? any BlockOfViews {
        inside = block.parts
    } else {
        return [([], view)]
    }
    return inside.flatMap { step, part in
        membersOf(part).map { ([step] + $0.steps, $0.view) }
    }
}

/// A view that a block makes of other views: its lines, an `if`, an `if`/`else`.
nonisolated protocol BlockOfViews {
    nonisolated var parts: [(Place.Step, any View)] { get }
}

extension TupleView: BlockOfViews {
    nonisolated var members: [any View] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    nonisolated var parts: [(Place.Step, any View)] {
        members.enumerated().map { (.child($0), $1) }
    }
}

extension Optional: BlockOfViews where Wrapped: View {
    nonisolated var parts: [(Place.Step, any View)] {
        map { [(.some, $0)] } ?? []
    }
}

extension _ConditionalContent: BlockOfViews where TrueContent: View, FalseContent: View {
    nonisolated var parts: [(Place.Step, any View)] {
        switch storage {
        case .trueContent(let view): [(.branch(isTrue: true), view)]
        case .falseContent(let view): [(.branch(isTrue: false), view)]
        }
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
        members.enumerated().flatMap { index, member in
            context.graph.draw(member, in: context.child(.child(index)))
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
