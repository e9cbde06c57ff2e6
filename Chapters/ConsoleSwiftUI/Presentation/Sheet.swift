// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

extension View {
    /// Shows `content` in a sheet over the screen while `isPresented` is true. As UIKit's page
    /// sheet, it leaves the screen under it on screen; the console draws it as a modal
    /// screen. Dismissing it sets `isPresented` to false and runs `onDismiss`.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Shows a sheet for `item` while it is not nil; another item is another sheet.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(item: item, onDismiss: onDismiss, content: content))
    }
}

/// `sheet(isPresented:)`.
@MainActor
struct SheetModifier<Shown: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    nonisolated(unsafe) let onDismiss: (() -> Void)?
    nonisolated(unsafe) let content: () -> Shown

    nonisolated init(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Shown
    ) {
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.content = content
    }

    func draw<Base: View>(content base: Base, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(base, in: context)
        let (isPresented, content) = (isPresented, content)
        // The content is made as a body is, so that what it reads draws the sheet again.
        let (shown, inner) = context.graph.made(at: context.slot(.sheet), in: context) {
            isPresented.wrappedValue ? content() : nil
        }
        if let shown {
            drawSheet(
                shown, id: nil, close: { isPresented.wrappedValue = false },
                onDismiss: onDismiss, in: inner)
        }
        return lines
    }
}

/// `sheet(item:)`.
@MainActor
struct ItemSheetModifier<Item: Identifiable, Shown: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let item: Binding<Item?>
    nonisolated(unsafe) let onDismiss: (() -> Void)?
    nonisolated(unsafe) let content: (Item) -> Shown

    nonisolated init(
        item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Shown
    ) {
        self.item = item
        self.onDismiss = onDismiss
        self.content = content
    }

    func draw<Base: View>(content base: Base, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(base, in: context)
        let (item, content) = (item, content)
        let (shown, inner) = context.graph.made(at: context.slot(.sheet), in: context) {
            item.wrappedValue.map { ($0.id, content($0)) }
        }
        if let (id, view) = shown {
            drawSheet(
                view, id: AnyHashable(id), close: { item.wrappedValue = nil },
                onDismiss: onDismiss, in: inner)
        }
        return lines
    }
}

/// Draws a sheet as a layer over the screen, with a `dismiss` of its own.
@MainActor
private func drawSheet<Shown: View>(
    _ view: Shown, id: AnyHashable?, close: @escaping @MainActor () -> Void,
    onDismiss: (() -> Void)?, in context: DrawingContext
) {
    let dismiss: @MainActor @Sendable () -> Void = {
        Screen.change {
            close()
            onDismiss?()
        }
    }
    var inner = context.child(.sheet(item: id))
    inner.navigation = nil
    inner.environment[DismissKey.self] = DismissAction(dismiss)
    inner.environment[IsPresentedKey.self] = true
    let (lines, layer) = context.graph.drawLayer(view, in: inner)
    context.graph.layer.sheet = ShownSheet(
        title: layer.navigationTitle ?? "\(Shown.self)", lines: lines, layer: layer,
        dismiss: dismiss)
}

#endif
