#if canImport(UIKit)
import SwiftUI
#endif

/// A button that triggers an event instead of running an action: the row that shows it needs
/// no closure from the screen that handles it.
public struct EventButton<Label: View>: View {
    @Environment(\.triggerEvent) private var triggerEvent
    let event: () -> any ChainEvent
    let label: Label

    /// A button labelled `label` that triggers `event`, made when the button is tapped.
    public init(
        _ event: @autoclosure @escaping () -> any ChainEvent, @ViewBuilder label: () -> Label
    ) {
        self.event = event
        self.label = label()
    }

    /// A plain button whose action triggers the event.
    public var body: some View {
        Button {
            triggerEvent(event())
        } label: {
            label
        }
    }
}

extension EventButton where Label == Text {
    /// A button titled with the localized text `titleKey` that triggers `event`: what a string
    /// literal makes, as for `Button`.
    public init(
        _ titleKey: LocalizedStringKey, event: @autoclosure @escaping () -> any ChainEvent
    ) {
        self.init(event()) { Text(titleKey) }
    }

    /// A button titled `title`, shown as it is, that triggers `event`.
    public init<S: StringProtocol>(
        _ title: S, event: @autoclosure @escaping () -> any ChainEvent
    ) {
        self.init(event()) { Text(title) }
    }
}
