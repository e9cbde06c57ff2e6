#if canImport(UIKit)
import SwiftUI
#endif

/// An error a user can be told about: what `handleAlertErrors()` shows in an alert.
public protocol AlertableError: Error {
    /// The alert's title; "Error" when nil.
    var title: String? { get }
    /// What the alert says.
    var message: String { get }
}

extension AlertableError {
    /// No title of its own: the alert says "Error".
    public var title: String? { nil }
}

extension View {
    /// Handles every `AlertableError` the views inside report, by showing it in an alert with
    /// an OK button; other errors go on up.
    public func handleAlertErrors() -> some View {
        modifier(AlertErrors())
    }
}

/// The alert, and the responder that fills it.
struct AlertErrors: ViewModifier {
    @State private var shown: (any AlertableError)?

    func body(content: Content) -> some View {
        let isPresented = Binding(get: { shown != nil }, set: { if !$0 { shown = nil } })
        return
            content
            .receiveError((any Error).self) { error in
                guard let alertable = error as? any AlertableError else { return .notHandled }
                shown = alertable
                return .handled
            }
            .alert(shown?.title ?? "Error", isPresented: isPresented) {
                Button("OK") {}
            } message: {
                Text(shown?.message ?? "")
            }
    }
}
