import Foundation
import Observation
import TestSupport
import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit

// developer.apple.com/documentation/swiftui/state: "SwiftUI manages the property's storage",
// for the view's place in the hierarchy. One view value placed twice is two views, and every
// closure of each (an action, a task, a refresh, a sheet's content, a binding's get and set)
// reads and writes the state of its own placement, whatever the other did last.

/// Opens when the test says, for tasks that must read their state after an `await`.
@MainActor
final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var isOpen = false

    func pass() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

/// What the test changes to make only the placements whose count is 1 draw again.
@MainActor
@Observable
final class Ticker {
    var ticks = 0
}

/// A counter with one closure-running modifier of each kind, each noting the count it reads.
struct Probe: View {
    let log: BehaviourLog
    let gate: Gate
    let ticker: Ticker
    @State private var count = 0
    @State private var showsSheet = false
    @State private var asks = false
    @State private var confirms = false
    @State private var name = ""

    func note(_ what: String) {
        log.note("\(what) \(count)")
    }

    var body: some View {
        let _ = count == 1 ? ticker.ticks : 0
        VStack {
            Button("add \(count)") { count += 1 }
            Button("sheet \(count)") { showsSheet = true }
            Button("ask \(count)") { asks = true }
            Button("confirm \(count)") { confirms = true }
            Menu("menu \(count)") { Button("menu item") { note("menu") } }
            Text("hold \(count)").contextMenu { Button("context item") { note("context") } }
            Toggle(
                "odd \(count)",
                isOn: Binding(get: { count % 2 == 1 }, set: { count = $0 ? 1 : 0 }))
            TextField("name \(count)", text: $name)
                .onSubmit { note("submit") }
            List {
                ForEach(["row"], id: \.self) { row in
                    Text(row).swipeActions { Button("swipe item") { note("swipe") } }
                }
                .onDelete { _ in note("delete") }
            }
        }
        .onAppear { note("appear") }
        .onDisappear { note("disappear") }
        .onChange(of: name) { note("change") }
        .task {
            note("task starts")
            await gate.pass()
            note("task after await")
        }
        .refreshable { await note("refresh") }  // its action is @Sendable, as SwiftUI's
        .sheet(isPresented: $showsSheet) { Text("the sheet reads \(count)") }
        .alert("Asked", isPresented: $asks) {
            Button("OK") { note("alert") }
        }
        .confirmationDialog("Sure?", isPresented: $confirms) {
            Button("Yes") { note("dialog") }
        }
    }
}

/// The same `Probe` value twice; the second can be taken away and put back.
struct TwoProbes: View {
    let log: BehaviourLog
    let gate: Gate
    let ticker: Ticker
    @State private var showsSecond = true

    var body: some View {
        let probe = Probe(log: log, gate: gate, ticker: ticker)
        VStack {
            Button(showsSecond ? "hide" : "show") { showsSecond.toggle() }
            probe
            if showsSecond { probe }
        }
    }
}

@MainActor
@Suite("Who owns a view's state")
struct OwnershipTests {
    /// Two probes on screen, the first's count taken to 1 by a tap: from here on, every note of
    /// the second must say 0.
    func placedTwice(
        _ body: (UIHostingController<TwoProbes>, BehaviourLog, Gate, Ticker) async -> Void
    ) async {
        let (log, gate, ticker) = (BehaviourLog(), Gate(), Ticker())
        let host = UIHostingController(rootView: TwoProbes(log: log, gate: gate, ticker: ticker))
        _ = await onScreen(host) { _ in
            await letTheMainActorRun()
            _ = log.taken()
            #expect(host.tap("add 0") == nil)
            #expect(host.buttonTitles.filter { $0.hasPrefix("add") } == ["add 1", "add 0"])
            _ = log.taken()
            await body(host, log, gate, ticker)
            gate.open()  // so that no task is left waiting when the screen goes
        }
    }

    @Test("A refresh, a submit, a row's delete and a change run with their own placement's state")
    func actionsReadTheirOwnState() async {
        await placedTwice { host, log, _, _ in
            #expect(await host.refresh() == nil)  // the last refreshable drawn: the second's
            #expect(host.submit("name 0") == nil)
            #expect(host.deleteRow(at: 1) == nil)
            #expect(host.type("x", into: "name 0") == nil)
            await letTheMainActorRun()
            #expect(log.taken() == ["refresh 0", "submit 0", "delete 0", "change 0"])
        }
    }

    @Test("A task reads its own placement's state when it starts and after an await")
    func tasksReadTheirOwnState() async {
        await placedTwice { host, log, gate, _ in
            gate.open()
            var notes: [String] = []
            await letTheMainActorRun {
                notes += log.taken()
                return notes.count == 2
            }
            #expect(notes.sorted() == ["task after await 0", "task after await 1"])
            #expect(host.tap("hide") == nil)
            #expect(host.tap("show") == nil)
            await letTheMainActorRun()
            #expect(
                log.taken().sorted() == [
                    "appear 0", "disappear 0", "task after await 0", "task starts 0",
                ])
        }
    }

    @Test("A binding made with get and set reads and writes its own placement's state")
    func closureBindingsAreTheirOwn() async {
        await placedTwice { host, _, _, _ in
            #expect(
                host.contentLines().filter { $0.contains("odd") } == ["odd 1: on", "odd 0: off"])
            #expect(host.flip("odd 0") == nil)
            #expect(host.buttonTitles.filter { $0.hasPrefix("add") } == ["add 1", "add 1"])
        }
    }

    @Test(
        "A sheet's content and the buttons of an alert, a dialog, a menu, a context menu and swipe actions read their own placement's state"
    )
    func presentationsReadTheirOwnState() async {
        await placedTwice { host, log, _, ticker in
            #expect(host.tap("sheet 0") == nil)
            #expect(host.cover?.contains("the sheet reads 0") == true, "\(host.cover ?? [])")
            ticker.ticks += 1  // the first alone draws again
            await letTheMainActorRun()
            #expect(host.cover?.contains("the sheet reads 0") == true, "\(host.cover ?? [])")
            #expect(host.closeSheet() == nil)
            #expect(host.tap("ask 0") == nil)
            #expect(host.tap("OK") == nil)
            #expect(host.tap("confirm 0") == nil)
            #expect(host.tap("Yes") == nil)
            #expect(host.tap("menu 0") == nil)
            #expect(host.tap("menu item") == nil)
            #expect(host.hold("hold 0") == nil)
            #expect(host.tap("context item") == nil)
            #expect(host.swipeRow(at: 1) == nil)
            #expect(host.tap("swipe item") == nil)
            #expect(log.taken() == ["alert 0", "dialog 0", "menu 0", "context 0", "swipe 0"])
        }
    }

    @Test("A placement taken away runs its own onDisappear")
    func disappearReadsItsOwnState() async {
        await placedTwice { host, log, _, _ in
            #expect(host.tap("hide") == nil)
            #expect(log.taken() == ["disappear 0"])
        }
    }

    struct Plus: View {
        let title: String
        let action: @MainActor @Sendable () -> Void

        var body: some View {
            Button(title, action: action)
        }
    }

    /// A view between the closure's maker and its button, with state of its own.
    struct Counted: View {
        let title: String
        let action: @MainActor @Sendable () -> Void
        @State private var taps = 0

        var body: some View {
            Button("\(title), tapped \(taps)") {
                taps += 1
                action()
            }
        }
    }

    struct Adder: View {
        @State private var count = 0

        var body: some View {
            Plus(title: "plus \(count)") { count += 1 }
            Counted(title: "count \(count)") { count += 1 }
        }
    }

    struct TwoAdders: View {
        var body: some View {
            let adder = Adder()
            VStack {
                adder
                adder
            }
        }
    }

    // A view hands a closure to a view inside it, which runs it from its own button: the
    // closure still changes the state of the placement that made it.
    @Test("A closure handed to a view inside changes the state of the placement that made it")
    func closuresHandedDownKeepTheirOwner() {
        let host = UIHostingController(rootView: TwoAdders())
        #expect(host.buttonTitles.filter { $0.hasPrefix("plus") } == ["plus 0", "plus 0"])
        #expect(host.tap("plus 0") == nil)
        #expect(host.buttonTitles.filter { $0.hasPrefix("plus") } == ["plus 1", "plus 0"])
        #expect(host.tap("plus 0") == nil)
        #expect(host.buttonTitles.filter { $0.hasPrefix("plus") } == ["plus 1", "plus 1"])
        // Through a view with state of its own: each keeps its own, and the closure its maker's.
        #expect(host.tap("count 1, tapped 0") == nil)
        #expect(
            host.buttonTitles.filter { $0.hasPrefix("count") } == [
                "count 2, tapped 1", "count 1, tapped 0",
            ])
    }
}
