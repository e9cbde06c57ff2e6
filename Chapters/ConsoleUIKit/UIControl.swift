// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// A view the user acts on. Actions are added as `UIAction`s, UIKit's closure-based way
/// (iOS 14), since the console has no Objective-C selectors for target–action.
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// UIKit's text fields send it on Return, besides asking their delegate's
        /// `textFieldShouldReturn(_:)`; the console sends it when a chapter plays Return.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added, each
    /// with this control as its sender.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }
}

/// What a control runs when its event happens.
@MainActor
open class UIAction: NSObject {
    public var title: String
    let handler: @MainActor (UIAction) -> Void
    /// The control that is running the action, while it runs.
    public internal(set) var sender: Any?

    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// A line of text the user types into. Typing changes `text` and sends `.editingChanged`;
/// setting `text` from code sends nothing, as in UIKit.
@MainActor
open class UITextField: UIControl {
    open var text: String? {
        didSet { setNeedsDisplay() }
    }

    open var placeholder: String? {
        didSet { setNeedsDisplay() }
    }

    override func screenLines() -> [String] {
        let shown = text.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder ?? ""
        return ["[\(shown)]"] + super.screenLines()
    }
}

#endif
