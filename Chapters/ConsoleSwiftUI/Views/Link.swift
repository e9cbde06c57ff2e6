// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// A button that opens a URL through the environment's `openURL`. The console draws it as
/// `[ title ↗ ]`; with no `openURL` of the app's, the system's keeps the URL in
/// `OpenURLAction.systemOpened`, since the console has no browser to hand it to.
@MainActor
@preconcurrency
public struct Link<Label: View>: View {
    public typealias Body = Never
    let destination: URL
    nonisolated(unsafe) let label: Label

    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

@available(*, unavailable)
extension Link: Sendable {}

/// What opening a URL does: `@Environment(\.openURL) private var openURL`, then
/// `openURL(url)`; a view sets its own with `.environment(\.openURL, OpenURLAction { ... })`.
@MainActor
@preconcurrency
public struct OpenURLAction {
    nonisolated(unsafe) let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) {
        if handler(url).isSystemAction {
            Self.systemOpened.append(url)
        }
    }

    /// What the handler did with the URL.
    nonisolated public struct Result: Sendable {
        let isSystemAction: Bool

        public static let handled = Result(isSystemAction: false)
        public static let discarded = Result(isSystemAction: false)
        public static let systemAction = Result(isSystemAction: true)
    }

    /// The URLs handed to the system, which on a device would open them in their app.
    package static var systemOpened: [URL] = []
}

extension OpenURLAction: Sendable {}

nonisolated struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction {
        MainActor.assumeIsolated { OpenURLAction { _ in .systemAction } }
    }
}

extension EnvironmentValues {
    nonisolated public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

@MainActor
extension Link: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let (openURL, destination) = (context.environment.openURL, destination)
        let isEnabled = context.environment.isEnabled
        context.graph.layer.buttons.append(
            TapTarget(title: title, isEnabled: isEnabled) { openURL(destination) })
        return [isEnabled ? "[ \(title) ↗ ]" : "[ \(title) ↗ ] (disabled)"]
    }
}

#endif
