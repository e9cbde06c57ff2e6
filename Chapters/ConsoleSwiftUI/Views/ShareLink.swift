// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// What can be shared, dragged or copied. (Its requirements describe how the item is written
/// out, which the console never does.)
nonisolated public protocol Transferable {}

extension URL: Transferable {}
extension String: Transferable {}
extension Never: Transferable {}

/// A button that hands its items to the system's share sheet. The console has none: it draws
/// `[ Share ]` (or the link's title), and a tap keeps the items in `SharedItems.all`, as it
/// keeps an opened URL.
@MainActor
@preconcurrency
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
    Label: View, Data.Element: Transferable
{
    public typealias Body = Never
    nonisolated(unsafe) let items: Data
    nonisolated(unsafe) let label: Label
}

/// The label of a share link without a title: the word and the system's share icon.
nonisolated public struct DefaultShareLinkLabel: View {
    public typealias Body = Never
}

extension ShareLink
where
    Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never,
    Label == DefaultShareLinkLabel
{
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        items = CollectionOfOne(item)
        label = DefaultShareLinkLabel()
    }
}

extension ShareLink
where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never, Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
    ) {
        items = CollectionOfOne(item)
        label = Text(titleKey)
    }
}

extension ShareLink
where
    Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never,
    Label == DefaultShareLinkLabel
{
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) {
        items = CollectionOfOne(item)
        label = DefaultShareLinkLabel()
    }
}

@available(*, unavailable)
extension ShareLink: Sendable {}

/// The items share links handed to the share sheet, which on a device would go to the app
/// chosen.
@MainActor
enum SharedItems {
    static var all: [Any] = []
}

@MainActor
extension ShareLink: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let items = Array(items)
        context.graph.layer.buttons.append(
            TapTarget(title: title) { SharedItems.all += items.map { $0 as Any } })
        return ["[ \(title) ]"]
    }
}

@MainActor
extension DefaultShareLinkLabel: DrawnView {
    func draw(in context: DrawingContext) -> [String] { ["Share"] }
}

#endif
