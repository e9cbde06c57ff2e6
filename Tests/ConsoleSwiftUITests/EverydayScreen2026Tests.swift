import Foundation
import TestSupport
import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit

// What a 2026 screen changes through the finger: a tab selected, a confirmation dialog
// answered, a link opened through openURL, a scroll view refreshed; and how the console draws
// what only changes pixels. Each test names the page of Apple's documentation it follows.

@MainActor
@Suite("The everyday screen of 2026: tabs, dialogs, links, scroll views, labels and shapes")
struct EverydayScreen2026Tests {
    struct Tabs: View {
        @State private var tab = "inbox"
        @State private var unread = 3

        var body: some View {
            TabView(selection: $tab) {
                Button("Read all") { unread = 0 }
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag("inbox")
                    .badge(unread)
                Counter()
                    .tabItem { Label("Profile", systemImage: "person") }
                    .tag("profile")
            }
        }
    }

    struct Counter: View {
        @State private var count = 0

        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    // developer.apple.com/documentation/swiftui/tabview: a tab is chosen by its tag, which
    // the selection binding holds; /view/badge(_:)-84e43: a badge of 0 shows none.
    @Test(
        "A tab pressed in the tab bar becomes the selection; a tab keeps its state; a badge shows its count"
    )
    func tabsAreSelectedByTheirTags() {
        let host = UIHostingController(rootView: Tabs())
        #expect(host.contentLines() == ["[ Read all ]", Screen.separator, "[Inbox (3)] Profile"])
        #expect(host.tap("Profile") == nil)
        #expect(host.tap("Count 0") == nil)
        #expect(host.contentLines() == ["[ Count 1 ]", Screen.separator, "Inbox (3) [Profile]"])
        #expect(host.tap("Inbox") == nil)
        #expect(host.tap("Read all") == nil)
        #expect(host.tap("Profile") == nil)
        #expect(host.contentLines() == ["[ Count 1 ]", Screen.separator, "Inbox [Profile]"])
    }

    struct Clearing: View {
        @State private var asks = false
        @State private var messages = 3

        var body: some View {
            Button("Clear \(messages)") { asks = true }
                .confirmationDialog("Clear every message?", isPresented: $asks) {
                    Button("Clear", role: .destructive) { messages = 0 }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
        }
    }

    // Apple's page for `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`:
    // choosing an action runs it and sets isPresented to false; an iPhone hides the title
    // unless it is asked to show it.
    @Test(
        "A confirmation dialog shows its message and actions; choosing one runs it and closes the dialog"
    )
    func confirmationDialogsAreAnswered() {
        let host = UIHostingController(rootView: Clearing())
        #expect(host.tap("Clear 3") == nil)
        _ = host.contentLines()
        #expect(
            host.cover == [
                "(confirmation dialog)", Screen.separator, "This cannot be undone.", "",
                "[ Clear ] [ Cancel ]",
            ])
        #expect(host.tap("Clear") == nil)
        _ = host.contentLines()
        #expect(host.cover == nil)
        #expect(host.buttonTitles == ["Clear 0"])
    }

    struct Helping: View {
        let opened: (URL) -> Void

        var body: some View {
            Link("Help", destination: URL(string: "https://example.com/help")!)
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened(url)
                        return .handled
                    })
        }
    }

    // developer.apple.com/documentation/swiftui/link: a link opens its destination through
    // the environment's openURL, which a view may replace.
    @Test(
        "A link is drawn as one, and a tap opens its URL through the environment's openURL; a share link hands its item on"
    )
    func linksOpenThroughOpenURL() {
        var opened: [URL] = []
        let host = UIHostingController(rootView: Helping { opened.append($0) })
        #expect(host.contentLines() == ["[ Help ↗ ]"])
        #expect(host.tap("Help") == nil)
        #expect(opened == [URL(string: "https://example.com/help")!])
        let system = UIHostingController(
            rootView: Link("Docs", destination: URL(string: "https://example.com/docs")!))
        #expect(system.tap("Docs") == nil)
        #expect(OpenURLAction.systemOpened.last == URL(string: "https://example.com/docs")!)
        let sharing = UIHostingController(
            rootView: ShareLink(item: URL(string: "https://example.com/orders/7")!))
        #expect(sharing.contentLines() == ["[ Share ]"])
        #expect(sharing.tap("Share") == nil)
        #expect(SharedItems.all.last as? URL == URL(string: "https://example.com/orders/7")!)
    }

    struct Feed: View {
        @State private var loads = 0

        var body: some View {
            ScrollView {
                Text("Loaded \(loads) times")
                Circle().fill(.green)
                LabeledContent("Plan", value: "Family")
                LabeledContent("Storage", value: 0.5, format: .percent)
            }
            .refreshable { await load() }
        }

        func load() async {
            loads += 1
        }
    }

    // developer.apple.com/documentation/swiftui/view/refreshable(action:): a scroll view's
    // pull runs the action; /labeledcontent: a value beside its label.
    @Test(
        "A scroll view draws its content, a pull refreshes it; a label's value and a shape are drawn"
    )
    func scrollViewsRefresh() async {
        let host = UIHostingController(rootView: Feed())
        _ = await onScreen(host) { _ in
            #expect(
                host.contentLines() == [
                    "Loaded 0 times", "●", "Plan: Family", "Storage: 50%",
                ])
            #expect(await host.refresh() == nil)
            #expect(host.contentLines().first == "Loaded 1 times")
        }
    }

    // developer.apple.com/documentation/swiftui/text/datestyle: a date in text, as its day
    // or its time.
    @Test("A date in text is written as its style says: its day or its time, in UTC")
    func datesInText() {
        let placed = Date(timeIntervalSince1970: 1_797_000_000)  // 2026-12-11 14:40 UTC
        let host = UIHostingController(
            rootView: VStack {
                Text("Placed \(placed, style: .date)")
                Text(placed, style: .time)
            })
        #expect(host.contentLines() == ["Placed 2026-12-11", "14:40"])
    }
}
