import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "A responder hears only its descendants": a closure in the environment reaches the views
/// inside the responder that set it, and no others. Moving the list into a banner changes
/// neither the row that sends nor the screen that handles.
enum OnlyDescendants {
    /// The list of section 1's rows, a responder that says what it hears and passes it on.
    struct OrdersList: View {
        let hear: @MainActor (String) -> Void

        var body: some View {
            List(1...2, id: \.self) { id in ClosureChain.OrderRow(id: id) }
                .onEvent { value in
                    hear("OrdersList hears \(type(of: value))")
                    return value
                }
        }
    }

    /// The list's sibling: a bar below it with a button that sends `Refresh`.
    struct RefreshBar: View {
        @Environment(\.eventClosure) private var eventClosure

        var body: some View {
            Button("Refresh") { eventClosure(Refresh()) }
        }
    }

    /// A container the list can be moved into, with a line above it.
    struct Banner<Content: View>: View {
        let content: Content

        var body: some View {
            VStack {
                Text("Free delivery this week")
                content
            }
        }
    }

    /// The screen: the responder for everything its rows and its bar send, and handles it.
    /// What each responder hears is printed, or kept by a test.
    struct OrdersScreen: View {
        @State private var hasBanner = false
        var hear: @MainActor (String) -> Void = { print("  \($0)") }

        var body: some View {
            VStack {
                if hasBanner {
                    Banner(content: OrdersList(hear: hear))
                } else {
                    OrdersList(hear: hear)
                }
                RefreshBar()
                Button("Add a banner") { hasBanner = true }
            }
            .onEvent { value in
                hear("OrdersScreen hears \(type(of: value))")
                return nil
            }
        }
    }

    static func run(in window: UIWindow) {
        let screen = UIHostingController(rootView: OrdersScreen())
        window.rootViewController = screen
        tapButton("Open order 1", on: screen)
        tapButton("Refresh", on: screen)
        tapButton("Add a banner", on: screen)
        tapButton("Open order 2", on: screen)
    }
}
