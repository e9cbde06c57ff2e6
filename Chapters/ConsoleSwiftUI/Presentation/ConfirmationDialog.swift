// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

extension View {
    /// Asks the user to confirm, with `actions` as its choices, while `isPresented` is true.
    /// Choosing one runs its action and sets `isPresented` to false. An iPhone hides the
    /// title unless `titleVisibility` is `.visible`; so does the console, which draws the
    /// dialog over the screen as it draws an alert.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            titleKey.key, isPresented: isPresented, titleVisibility: titleVisibility,
            actions: actions, message: { EmptyView() })
    }

    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility,
            actions: actions, message: { EmptyView() })
    }

    /// The same, with a message under its title.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            titleKey.key, isPresented: isPresented, titleVisibility: titleVisibility,
            actions: actions, message: message)
    }

    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: isPresented, actions: actions(),
                message: message(),
                kind: .confirmationDialog(showsTitle: titleVisibility == .visible)))
    }
}

/// Whether something is shown: as the system decides, always, or never.
nonisolated public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

#endif
