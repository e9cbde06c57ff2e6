// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

extension View {
    /// The title a navigation stack shows for this screen.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: titleKey.key))
    }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: String(title)))
    }

    /// Pushes `destination` onto the stack while `isPresented` is true; going back sets it to
    /// false.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }

    /// Pushes the screen `destination` makes of `item` while it is not nil; going back sets
    /// it to nil.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(ItemDestinationModifier(item: item, destination: destination))
    }

    /// The screen the stack shows for a value of type `D` pushed onto it.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct NavigationTitleModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    let title: String

    nonisolated init(title: String) {
        self.title = title
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        context.graph.layer.navigationTitle = title
        return context.graph.draw(content, in: context)
    }
}

@MainActor
struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let destination: (D) -> C

    nonisolated init(destination: @escaping (D) -> C) {
        self.destination = destination
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        if let stack = context.navigation {
            let destination = destination
            stack.destinations[ObjectIdentifier(D.self)] = { value in
                destination(value.base as! D)
            }
        } else {
            runtimeWarning(
                "navigationDestination(for: \(D.self).self) is not inside a NavigationStack, "
                    + "so no link can use it. Put it inside the stack's root view.")
        }
        return context.graph.draw(content, in: context)
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
/// `navigationDestination(isPresented:destination:)`: a screen of the stack while its binding
/// is true.
@MainActor
struct PresentedDestinationModifier<Destination: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    nonisolated(unsafe) let destination: Destination

    nonisolated init(isPresented: Binding<Bool>, destination: Destination) {
        self.isPresented = isPresented
        self.destination = destination
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        let isPresented = isPresented
        let node = context.graph.node(at: context.slot(.destination))
        let shown = context.graph.tracked(at: context.slot(.destination)) {
            isPresented.wrappedValue
        }
        guard let stack = context.navigation else {
            if shown {
                runtimeWarning(
                    "navigationDestination(isPresented:) is not inside a NavigationStack, so "
                        + "it pushes nothing. Put it inside the stack's root view.")
            }
            return lines
        }
        let pushed = node.kept(Weak<PushedView>.self)?.object.flatMap { pushed in
            stack.pushedViews.contains { $0 === pushed } ? pushed : nil
        }
        if shown, let pushed {
            pushed.view = destination
        } else if shown {
            let screen = PushedView(destination)
            screen.onPop = { isPresented.wrappedValue = false }
            node.keep(Weak(screen))
            stack.pushedViews.append(screen)
            node.invalidate()
        } else if let pushed, let index = stack.pushedViews.firstIndex(where: { $0 === pushed }) {
            stack.pushedViews.removeSubrange(index...)
            node.keep(Weak<PushedView>?.none)
            node.invalidate()
        }
        return lines
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
/// `navigationDestination(item:destination:)`: the screen made of the item, while there is one.
@MainActor
struct ItemDestinationModifier<D: Hashable, C: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let item: Binding<D?>
    nonisolated(unsafe) let destination: (D) -> C

    nonisolated init(item: Binding<D?>, destination: @escaping (D) -> C) {
        self.item = item
        self.destination = destination
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let item = item
        let shown = context.graph.tracked(at: context.slot(.item)) { item.wrappedValue }
        return PresentedDestinationModifier(
            isPresented: Binding(location: PresenceLocation(base: item.location)),
            destination: shown.map(destination)
        ).draw(content: content, in: context)
    }
}

#endif
