import Foundation
import Observation
import TestSupport
import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

// What SwiftUI does on a device, checked on the console's stand-in, one claim a test, each
// written as a reader writes a screen and each citing the page of Apple's documentation it
// follows. A reader learns identity, lifetime and data flow from these screens.

/// What the tests' views write down, in order.
@MainActor
final class BehaviourLog {
    private var notes: [String] = []

    func note(_ line: String) {
        notes.append(line)
    }

    /// The notes since the last call, then none.
    func taken() -> [String] {
        defer { notes = [] }
        return notes
    }
}

private struct Tint: EnvironmentKey {
    static let defaultValue = "blue"
}

private struct Fire: EnvironmentKey {
    static let defaultValue: @MainActor () -> Void = {}
}

extension EnvironmentValues {
    fileprivate var tint: String {
        get { self[Tint.self] }
        set { self[Tint.self] = newValue }
    }

    fileprivate var fire: @MainActor () -> Void {
        get { self[Fire.self] }
        set { self[Fire.self] = newValue }
    }
}

@Observable
final class TrackedItem: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class TrackedStore {
    var items = (0..<3).map { TrackedItem(id: $0, title: "Item \($0)") }
    var error: String?
}

// Published from a background thread in one test, as an app may by mistake.
final class CountingFeed: ObservableObject, @unchecked Sendable {
    @Published var count = 0
}

@Suite("SwiftUI's identity and lifetime, as the stand-in keeps them")
@MainActor
struct SwiftUIIdentityTests {
    struct CounterScreen: View {
        var body: some View {
            NavigationStack {
                Counter()
            }
        }
    }

    struct Counter: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Add") { count += 1 }
                NavigationLink("Edit") { Editor(count: $count) }
            }
        }
    }

    struct Editor: View {
        @Binding var count: Int

        var body: some View {
            VStack {
                Text("Editing \(count)")
                Button("Add ten") { count += 10 }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/navigationstack: the stack "doesn't allow the
    // root view to be removed".
    @Test("A screen under a pushed one keeps its @State, and a binding to it writes through")
    func rootKeepsItsState() {
        let host = UIHostingController(rootView: CounterScreen())
        let warnings = RuntimeWarnings.shared.listen {
            #expect(host.tap("Add") == nil)
            #expect(host.contentLines().first == "Count: 1")
            #expect(host.tap("Edit") == nil)
            #expect(host.contentLines().first == "Editing 1")
            #expect(host.tap("Add ten") == nil)
            #expect(host.contentLines().first == "Editing 11")
            #expect(host.goBack() == nil)
            #expect(host.contentLines().first == "Count: 11")
        }
        #expect(warnings == [])
    }

    struct Tally: View {
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("Up") { taps += 1 }
            }
        }
    }

    struct Resettable: View {
        let log: BehaviourLog
        @State private var version = 0

        var body: some View {
            VStack {
                Tally().onAppear { log.note("appeared") }.id(version)
                Button("Reset") { version += 1 }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/id(_:): "When the proxy value specified
    // by the id parameter changes, the identity of the view — for example, its state — is
    // reset."
    @Test(".id(_:) gives a view a new identity: its state starts again and it appears again")
    func idResetsState() {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Resettable(log: log))
        _ = host.tap("Up")
        #expect(host.contentLines().first == "taps 1")
        _ = host.tap("Reset")
        #expect(host.contentLines().first == "taps 0")
        #expect(log.taken() == ["appeared", "appeared"])
    }

    final class Box {
        var value = "unset"
    }

    struct Parent: View {
        let box: Box
        let log: BehaviourLog

        var body: some View {
            Child(box: box).onAppear { log.note("the parent sees \(box.value)") }
        }
    }

    struct Child: View {
        let box: Box

        var body: some View {
            Text("child").onAppear { box.value = "what the child set" }
        }
    }

    // developer.apple.com/documentation/swiftui/view/onappear(perform:): the action runs
    // "before the first rendered frame appears"; SwiftUI runs a child's before its parent's.
    @Test("onAppear runs inside-out: a parent's action sees what its child's action set")
    func onAppearInsideOut() {
        let log = BehaviourLog()
        _ = UIHostingController(rootView: Parent(box: Box(), log: log)).contentLines()
        #expect(log.taken() == ["the parent sees what the child set"])
    }

    @Test("Turned round for a test, onAppear runs outside-in: the parent's action runs first")
    func onAppearOutsideIn() {
        ViewGraph.appearsOutsideIn = true
        defer { ViewGraph.appearsOutsideIn = false }
        let log = BehaviourLog()
        _ = UIHostingController(rootView: Parent(box: Box(), log: log)).contentLines()
        #expect(log.taken() == ["the parent sees unset"])
    }

    // developer.apple.com/documentation/swiftui/view/ondisappear(perform:): the action runs
    // after the view disappears; UIKit takes a hosting controller's view off the screen when a
    // screen is pushed over it, its tab is switched away or a full-screen modal covers it.
    @Test(
        "A hosting controller's views disappear when UIKit covers it, and appear when it comes back; a page sheet does not cover it"
    )
    func hostingControllerLeavesTheScreen() async {
        let log = BehaviourLog()
        let host = UIHostingController(
            rootView: Text("home").onAppear { log.note("appear") }
                .onDisappear { log.note("disappear") })
        let stack = UINavigationController(rootViewController: host)
        let tabs = UITabBarController()
        tabs.viewControllers = [stack, UIViewController()]
        await onScreen(tabs) { _ in
            #expect(log.taken() == ["appear"])
            stack.pushViewController(UIViewController(), animated: false)
            #expect(log.taken() == ["disappear"])
            stack.popViewController(animated: false)
            #expect(log.taken() == ["appear"])
            tabs.selectedIndex = 1
            #expect(log.taken() == ["disappear"])
            tabs.selectedIndex = 0
            #expect(log.taken() == ["appear"])
            stack.present(UIViewController(), animated: false)
            stack.dismiss(animated: false)
            #expect(log.taken() == [])
            let fullScreen = UIViewController()
            fullScreen.modalPresentationStyle = .fullScreen
            stack.present(fullScreen, animated: false)
            #expect(log.taken() == ["disappear"])
            stack.dismiss(animated: false)
            #expect(log.taken() == ["appear"])
        }
    }
}

@Suite("SwiftUI's dependencies, as the stand-in tracks them")
@MainActor
struct SwiftUIDependencyTests {
    struct Outer: View {
        let log: BehaviourLog
        @State private var tint = "blue"
        @State private var count = 0

        var body: some View {
            let _ = log.note("Outer")
            let countNow = count
            VStack {
                Middle(log: log)
                Button("Green") { tint = "green" }
                Button("Add") { count += 1 }
            }
            .environment(\.tint, tint)
            .environment(\.fire, { log.note("fired at \(countNow)") })
        }
    }

    struct Middle: View {
        let log: BehaviourLog

        var body: some View {
            let _ = log.note("Middle")
            Reader(log: log)
        }
    }

    struct Reader: View {
        let log: BehaviourLog
        @Environment(\.tint) private var tint
        @Environment(\.fire) private var fire

        var body: some View {
            let _ = log.note("Reader")
            Text("tint \(tint)")
            Button("Fire") { fire() }
        }
    }

    // developer.apple.com/documentation/swiftui/environment: "If the value changes, SwiftUI
    // updates any parts of your view that depend on the value."
    @Test(
        "A view that read an environment value updates when it changes, though the view between did not run"
    )
    func environmentReachesReaders() {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Outer(log: log))
        #expect(host.contentLines().first == "tint blue")
        #expect(log.taken() == ["Outer", "Middle", "Reader"])
        _ = host.tap("Green")
        #expect(host.contentLines().first == "tint green")
        #expect(log.taken() == ["Outer", "Reader"])
    }

    @Test("A closure handed down the environment is the one of the writer's latest evaluation")
    func closuresAreTheLatest() {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Outer(log: log))
        _ = host.contentLines()
        _ = host.tap("Add")
        _ = host.tap("Fire")
        #expect(log.taken().last == "fired at 1")
    }

    struct Rows: View {
        let store: TrackedStore
        let log: BehaviourLog

        var body: some View {
            List(store.items) { item in
                Row(item: item, log: log)
            }
            .alert(
                "Oops",
                isPresented: Binding(get: { store.error != nil }, set: { _ in store.error = nil })
            ) {
                Button("OK") {}
            }
        }
    }

    struct Row: View {
        let item: TrackedItem
        let log: BehaviourLog

        var body: some View {
            let _ = log.note("Row \(item.id)")
            Text(item.title)
        }
    }

    // developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "SwiftUI
    // tracks changes to any observable property that a view's body reads".
    @Test(
        "A change to one row's @Observable item redraws that row alone; a row closure's and an alert binding's reads are tracked"
    )
    func rowsAndAlertBindingsAreTracked() {
        let log = BehaviourLog()
        let store = TrackedStore()
        let host = UIHostingController(rootView: Rows(store: store, log: log))
        _ = host.contentLines()
        _ = log.taken()
        // Each change alone asks for the screen to be drawn again.
        store.items[1].title = "Renamed"
        #expect(host.graph.needsRedraw)
        #expect(host.contentLines() == ["Item 0", "Renamed", "Item 2"])
        #expect(log.taken() == ["Row 1"])
        store.error = "Offline"
        #expect(host.graph.needsRedraw)
        _ = host.contentLines()
        #expect(host.cover?.first == "Oops  (alert)")
        let other = TrackedStore()
        let titles = UIHostingController(rootView: List(other.items) { Text($0.title) })
        _ = titles.contentLines()
        other.items[2].title = "Changed in place"
        #expect(titles.graph.needsRedraw)
        #expect(titles.contentLines().last == "Changed in place")
    }

    struct FeedSwitcher: View {
        let first: CountingFeed
        let second: CountingFeed
        @State private var showsFirst = true

        var body: some View {
            VStack {
                FeedView(feed: showsFirst ? first : second)
                Button("Switch") { showsFirst.toggle() }
            }
        }
    }

    struct FeedView: View {
        @ObservedObject var feed: CountingFeed
        static var evaluations = 0

        static func count() {
            evaluations += 1
        }

        var body: some View {
            let _ = Self.count()
            Text("count \(feed.count)")
        }
    }

    // developer.apple.com/documentation/swiftui/observedobject: the view observes the object
    // it holds, and updates when that object changes.
    @Test("An @ObservedObject switched to another object stops hearing the old one")
    func observedObjectSwitches() {
        let first = CountingFeed()
        let second = CountingFeed()
        let host = UIHostingController(rootView: FeedSwitcher(first: first, second: second))
        _ = host.tap("Switch")
        _ = host.contentLines()
        let before = FeedView.evaluations
        first.count += 1
        _ = host.contentLines()
        #expect(FeedView.evaluations == before)
        second.count += 1
        #expect(host.contentLines().first == "count 1")
        #expect(FeedView.evaluations == before + 1)
    }

    struct Watched: View {
        let log: BehaviourLog
        @State private var count = 0

        var body: some View {
            Button("Up \(count)") { count += 1 }
                .onChange(of: count, initial: true) { old, new in
                    log.note("\(old) -> \(new), the button says \(count)")
                }
        }
    }

    // developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:): the action gets
    // "the old value that failed the comparison check (or the initial value when requested)"
    // and the new one.
    @Test(
        "onChange runs after the update, with the old and the new value; initial runs it once first"
    )
    func onChangeAfterTheUpdate() {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Watched(log: log))
        _ = host.contentLines()
        #expect(log.taken() == ["0 -> 0, the button says 0"])
        _ = host.tap("Up 0")
        _ = host.contentLines()
        #expect(log.taken() == ["0 -> 1, the button says 1"])
        _ = host.contentLines()
        #expect(log.taken() == [])
    }
}

@Suite("SwiftUI's updates, as the stand-in batches them")
@MainActor
struct SwiftUIUpdateTests {
    struct Pair: View {
        let log: BehaviourLog
        @State private var left = 0
        @State private var right = 0

        var body: some View {
            let _ = log.note("Pair")
            Text("\(left) and \(right)")
                .task {
                    await Task.yield()
                    left = 1
                    right = 2
                }
        }
    }

    // developer.apple.com/documentation/swiftui/state: "When the value changes, SwiftUI
    // updates the parts of the view hierarchy that depend on the value"; the changes of one
    // turn of the main actor are one update.
    @Test("Two @State sets after an await are drawn once, with the body evaluated once")
    func oneTurnIsOneUpdate() async {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Pair(log: log))
        let drawn = await onScreen(host) { _ in
            #expect(log.taken() == ["Pair"])
            // Until the task's change is drawn, then a while longer: no second update comes.
            var evaluated: [String] = []
            await letTheMainActorRun {
                evaluated += log.taken()
                return !evaluated.isEmpty
            }
            await letTheMainActorRun()
            evaluated += log.taken()
            #expect(evaluated == ["Pair"])
        }
        // The same screen drawn twice in a row is one update seen twice, not a new one.
        let pairs = drawn.filter { $0.contains("| Pair ") }.reduce(into: [String]()) {
            if $0.last != $1 { $0.append($1) }
        }
        #expect(pairs.count == 2, "\(pairs.joined(separator: "\n"))")
        #expect(pairs.last?.contains("1 and 2") == true)
    }

    struct SetsStateInBody: View {
        @State private var count = 0

        var body: some View {
            count += 1
            return Text("\(count)")
        }
    }

    // SwiftUI's runtime issue, in its words, when a body sets state.
    struct Unmatched: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: "a string")
            }
        }
    }

    // SwiftUI's runtime issues, in its words.
    @Test(
        "A value with no navigationDestination, and a change published off the main thread, get SwiftUI's warnings"
    )
    func runtimeIssuesInSwiftUIsWords() async {
        let host = UIHostingController(rootView: Unmatched())
        let unmatched = RuntimeWarnings.shared.listen {
            _ = host.contentLines()
            _ = host.tap("Open")
        }
        #expect(
            unmatched == [
                "A NavigationLink is presenting a value of type “String” but there is no "
                    + "matching navigationDestination declaration visible from the location of "
                    + "the link. The link cannot be activated."
            ])
        let lost = UIHostingController(rootView: NavigationLink("Lost") { Text("nowhere") })
        let outside = RuntimeWarnings.shared.listen {
            _ = lost.tap("Lost")
        }
        #expect(
            outside == [
                "NavigationLink \"Lost\" is not inside a NavigationStack, so it pushes nothing. "
                    + "Put the screen in a NavigationStack."
            ])
        let feed = CountingFeed()
        let published = RuntimeWarnings.shared.listen {
            DispatchQueue.global().sync { feed.objectWillChange.send() }
        }
        #expect(
            published == [
                "Publishing changes from background threads is not allowed; make sure to "
                    + "publish values from the main thread (via operators like receive(on:)) on "
                    + "model updates."
            ])
    }

    @Test("State set while a body is evaluated gets SwiftUI's warning at once")
    func changeDuringUpdateWarns() {
        let warnings = RuntimeWarnings.shared.listen {
            _ = UIHostingController(rootView: SetsStateInBody()).contentLines()
        }
        #expect(
            warnings.first
                == "Modifying state during view update, this will cause undefined behavior.")
        #expect(warnings.last?.contains("changed its state every time it was drawn") == true)
    }

    struct Animated: View {
        @State private var shown = false
        @State private var count = 0

        var body: some View {
            VStack {
                Text(shown ? "shown, count \(count)" : "hidden, count \(count)")
                Button("Go") {
                    withAnimation { shown = true }
                    count += 1
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/withanimation(_:_:): the change in the body is
    // an update of its own, animated; the console draws it without the animation.
    @Test("A change in withAnimation is an update of its own, drawn before what follows it")
    func withAnimationIsItsOwnUpdate() async throws {
        let host = UIHostingController(rootView: Animated())
        let drawn = await onScreen(host) { _ in
            _ = host.tap("Go")
        }
        try #require(drawn.count == 3)
        #expect(drawn[1].contains("shown, count 0"))
        #expect(drawn[2].contains("shown, count 1"))
    }
}

@Suite("Who owns a model, as SwiftUI keeps it")
@MainActor
struct SwiftUIOwnershipTests {
    @MainActor
    final class Made: ObservableObject {
        @Published var taps = 0

        init(log: BehaviourLog) {
            log.note("made")
        }
    }

    struct Owner: View {
        @StateObject private var model: Made
        let label: String

        init(log: BehaviourLog, label: String) {
            _model = StateObject(wrappedValue: Made(log: log))
            self.label = label
        }

        var body: some View {
            Button("\(label): \(model.taps)") { model.taps += 1 }
        }
    }

    struct OwnerParent: View {
        let log: BehaviourLog
        @State private var redraws = 0
        @State private var version = 0

        var body: some View {
            VStack {
                Owner(log: log, label: "redrawn \(redraws)").id(version)
                Button("Redraw") { redraws += 1 }
                Button("New identity") { version += 1 }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/stateobject: "SwiftUI creates a new instance of
    // the model object only once during the lifetime of the container that declares the state
    // object."
    @Test(
        "@StateObject calls its autoclosure once per identity, and keeps the object across redraws")
    func stateObjectIsMadeOnce() {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: OwnerParent(log: log))
        _ = host.tap("redrawn 0: 0")
        _ = host.tap("Redraw")
        #expect(host.contentLines().first == "[ redrawn 1: 1 ]")
        #expect(log.taken() == ["made"])
        _ = host.tap("New identity")
        #expect(host.contentLines().first == "[ redrawn 1: 0 ]")
        #expect(log.taken() == ["made"])
    }

    @MainActor
    @Observable
    final class Counted {
        var taps = 0

        init(log: BehaviourLog) {
            log.note("made")
        }
    }

    struct StateOwner: View {
        @State private var model: Counted
        let label: String

        init(log: BehaviourLog, label: String) {
            _model = State(initialValue: Counted(log: log))
            self.label = label
        }

        var body: some View {
            Button("\(label): \(model.taps)") { model.taps += 1 }
        }
    }

    struct StateOwnerParent: View {
        let log: BehaviourLog
        @State private var redraws = 0

        var body: some View {
            VStack {
                StateOwner(log: log, label: "redrawn \(redraws)")
                Button("Redraw") { redraws += 1 }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/state/init(initialvalue:): "the same behavior
    // as the init(wrappedValue:) initializer" of the wrapper, whose argument an initializer
    // evaluates each time it runs; the first one is the one kept.
    @Test(
        "State(initialValue:) in an initializer makes a model each time the view is made; the first is kept"
    )
    func observableInStateKeepsTheFirst() {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: StateOwnerParent(log: log))
        _ = host.tap("redrawn 0: 0")
        _ = host.tap("Redraw")
        #expect(host.contentLines().first == "[ redrawn 1: 1 ]")
        #expect(log.taken() == ["made", "made"])
    }

    struct DeclaresItsModel: View {
        static let log = BehaviourLog()
        @State private var model = Counted(log: DeclaresItsModel.log)
        let label: String

        var body: some View {
            Button("\(label): \(model.taps)") { model.taps += 1 }
        }
    }

    struct DeclarerParent: View {
        @State private var redraws = 0

        var body: some View {
            VStack {
                DeclaresItsModel(label: "redrawn \(redraws)")
                Button("Redraw") { redraws += 1 }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/state(initialvalue:): with Xcode 27 `@State` is
    // a macro, and a declaration's initial value is evaluated once, lazily ("When you build with
    // Xcode 26 or earlier, the system uses the State property wrapper instead").
    @Test("Built with Xcode 27, a @State declaration's initial value is made once per identity")
    func declarationIsEvaluatedOnce() {
        let log = DeclaresItsModel.log
        _ = log.taken()
        let host = UIHostingController(rootView: DeclarerParent())
        _ = host.tap("redrawn 0: 0")
        _ = host.tap("Redraw")
        _ = host.tap("Redraw")
        #expect(host.contentLines().first == "[ redrawn 2: 1 ]")
        #expect(log.taken() == ["made"])
    }

    struct FeedReader: View {
        @EnvironmentObject var feed: CountingFeed

        var body: some View {
            Text("feed \(feed.count)")
        }
    }

    @Observable
    final class Profile {
        var name = "Ann"
    }

    struct ProfileReader: View {
        @Environment(Profile.self) private var profile

        var body: some View {
            Text("name \(profile.name)")
        }
    }

    struct ProfileForm: View {
        @Bindable var profile: Profile

        var body: some View {
            TextField("Name", text: $profile.name)
        }
    }

    // developer.apple.com/documentation/swiftui/environmentobject and
    // developer.apple.com/documentation/swiftui/bindable: objects handed down the environment,
    // and bindings to an Observation object's properties.
    @Test(
        "@EnvironmentObject and @Environment(Model.self) read what an ancestor put there; @Bindable binds a field to a property"
    )
    func objectsInTheEnvironment() {
        let feed = CountingFeed()
        let feedHost = UIHostingController(rootView: FeedReader().environmentObject(feed))
        #expect(feedHost.contentLines() == ["feed 0"])
        feed.count = 4
        #expect(feedHost.contentLines() == ["feed 4"])
        let profile = Profile()
        let host = UIHostingController(
            rootView: VStack {
                ProfileReader()
                ProfileForm(profile: profile)
            }
            .environment(profile))
        #expect(host.contentLines() == ["name Ann", "Name: \"Ann\""])
        #expect(host.type("Bob", into: "Name") == nil)
        #expect(profile.name == "Bob")
        #expect(host.contentLines() == ["name Bob", "Name: \"Bob\""])
    }

    @Test("@EnvironmentObject with no object above stops with SwiftUI's message")
    func missingEnvironmentObject() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                _ = UIHostingController(rootView: FeedReader()).contentLines()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "No ObservableObject of type CountingFeed found. A View.environmentObject(_:) for "
                    + "CountingFeed "
                    + "may be missing as an ancestor of this view."), "\(message)")
    }

    struct Unprovided: View {
        @Environment(Profile.self) private var profile

        var body: some View {
            Text(profile.name)
        }
    }

    @Test("@Environment(Model.self) with no object above stops with SwiftUI's message")
    func missingObservableInTheEnvironment() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                _ = UIHostingController(rootView: Unprovided()).contentLines()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "No Observable object of type Profile found. A View.environment(_:) for Profile "
                    + "may be missing as an ancestor of this view."), "\(message)")
    }

    struct Working: View {
        let log: BehaviourLog
        let id: Int

        var body: some View {
            Text("job \(id)")
                .task(id: id) {
                    log.note("started \(id)")
                    do {
                        try await Task.sleep(for: .seconds(3600))
                    } catch {
                        log.note("cancelled \(id)")
                    }
                }
        }
    }

    struct Jobs: View {
        let log: BehaviourLog
        @State private var id = 1
        @State private var shown = true

        var body: some View {
            NavigationStack {
                VStack {
                    if shown {
                        Working(log: log, id: id)
                    }
                    Button("Next") { id += 1 }
                    Button("Hide") { shown = false }
                    NavigationLink("Away") { Text("another screen") }
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/task(id:priority:_:): SwiftUI "will
    // automatically cancel the task at some point after the view disappears"; when the id
    // changes, it cancels the task and starts a new one.
    @Test(
        ".task starts as the view appears, and is cancelled when it leaves, is covered, or its id changes"
    )
    func tasksFollowAppearance() async {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Jobs(log: log))
        var notes: [String] = []
        _ = host.contentLines()
        await letTheMainActorRun {
            notes += log.taken()
            return notes.count == 1
        }
        #expect(notes == ["started 1"])
        notes = []
        _ = host.tap("Next")
        _ = host.contentLines()
        await letTheMainActorRun {
            notes += log.taken()
            return notes.count == 2
        }
        #expect(notes.sorted() == ["cancelled 1", "started 2"])
        notes = []
        _ = host.tap("Away")
        _ = host.contentLines()
        await letTheMainActorRun {
            notes += log.taken()
            return notes.count == 1
        }
        #expect(notes == ["cancelled 2"])
        notes = []
        _ = host.goBack()
        _ = host.contentLines()
        await letTheMainActorRun {
            notes += log.taken()
            return notes.count == 1
        }
        #expect(notes == ["started 2"])
        notes = []
        _ = host.tap("Hide")
        _ = host.contentLines()
        await letTheMainActorRun {
            notes += log.taken()
            return notes.count == 1
        }
        #expect(notes == ["cancelled 2"])
    }

    @Test("A hosting controller let go cancels the tasks of its views")
    func droppedScreenCancelsTasks() async {
        let log = BehaviourLog()
        var host: UIHostingController<Working>? = UIHostingController(
            rootView: Working(log: log, id: 7))
        _ = host?.contentLines()
        var notes: [String] = []
        await letTheMainActorRun {
            notes += log.taken()
            return notes.count == 1
        }
        host = nil
        await letTheMainActorRun {
            notes += log.taken()
            return notes.count == 2
        }
        #expect(notes == ["started 7", "cancelled 7"])
    }
}

@Suite("Navigation and presentation, as SwiftUI does them")
@MainActor
struct SwiftUINavigationTests {
    struct Numbers: View {
        @State private var path = NavigationPath()

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("depth \(path.count)")
                    NavigationLink("Open 7", value: 7)
                    Button("Push 8") { path.append(8) }
                }
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("number \(number), depth \(path.count)")
                        Button("Deeper") { path.append(number + 1) }
                        Button("Pop") { path.removeLast() }
                    }
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/navigationstack: a stack "with heterogeneous
    // navigation state that you can control", and links that present a value.
    @Test("NavigationStack(path:) shows the screen navigationDestination(for:) gives each value")
    func navigationByValue() {
        let host = UIHostingController(rootView: Numbers())
        #expect(host.contentLines().first == "depth 0")
        _ = host.tap("Open 7")
        #expect(host.contentLines().first == "number 7, depth 1")
        _ = host.tap("Deeper")
        #expect(host.contentLines().first == "number 8, depth 2")
        _ = host.tap("Pop")
        #expect(host.contentLines().first == "number 7, depth 1")
        #expect(host.goBack() == nil)
        _ = host.tap("Push 8")
        #expect(host.contentLines().first == "number 8, depth 1")
    }

    struct Orders: View {
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                Button("Open 3") { path.append(3) }
                    .navigationDestination(for: Int.self) { id in
                        Text("order \(id), path \(path)")
                    }
            }
        }
    }

    struct Older: View {
        var body: some View {
            NavigationView {
                NavigationLink(destination: Text("older detail")) {
                    Text("Open")
                }
            }
        }
    }

    @Test("A stack's path may be an array; the deprecated NavigationView pushes as a stack does")
    func arrayPathsAndNavigationView() {
        let orders = UIHostingController(rootView: Orders())
        _ = orders.tap("Open 3")
        #expect(orders.contentLines() == ["order 3, path [3]"])
        #expect(orders.goBack() == nil)
        #expect(orders.contentLines() == ["[ Open 3 ]"])
        let older = UIHostingController(rootView: Older())
        _ = older.tap("Open")
        #expect(older.contentLines() == ["older detail"])
        #expect(older.showsBack)
    }

    struct Detail: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Button("Done") { dismiss() }
        }
    }

    struct Order: Identifiable {
        let id: Int
    }

    struct Sheets: View {
        let log: BehaviourLog
        @State private var showsHelp = false
        @State private var order: Order?

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Help") { showsHelp = true }
                    Button("Order 3") { order = Order(id: 3) }
                    NavigationLink("Details") { Detail() }
                }
                .onDisappear { log.note("the screen under it disappeared") }
            }
            .sheet(isPresented: $showsHelp, onDismiss: { log.note("dismissed") }) {
                Detail().navigationTitle("Help")
            }
            .sheet(item: $order) { order in
                Text("Order #\(order.id)")
            }
        }
    }

    // developer.apple.com/documentation/swiftui/environmentvalues/dismiss: dismiss closes a
    // sheet, or pops a pushed screen; and
    // developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:).
    @Test(
        "A sheet is drawn as a modal screen over one that stays; dismiss() closes it, pops a pushed screen, or dismisses a presented hosting controller"
    )
    func sheetsAndDismiss() async {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Sheets(log: log))
        _ = host.tap("Help")
        _ = host.contentLines()
        #expect(host.cover?.first == "Help  (modal)")
        #expect(host.tap("Done") == nil)
        _ = host.contentLines()
        #expect(host.cover == nil)
        #expect(log.taken() == ["dismissed"])
        _ = host.tap("Order 3")
        _ = host.contentLines()
        #expect(host.cover?.last == "Order #3")
        #expect(host.closeSheet() == nil)
        _ = host.contentLines()
        #expect(host.cover == nil)
        _ = host.tap("Details")
        _ = host.contentLines()
        #expect(host.showsBack)
        _ = host.tap("Done")
        _ = host.contentLines()
        #expect(!host.showsBack)
        #expect(log.taken() == ["the screen under it disappeared"])
        let presenter = UIViewController()
        let presented = UIHostingController(rootView: Detail())
        await onScreen(presenter) { _ in
            presenter.present(presented, animated: false)
            #expect(presented.tap("Done") == nil)
            #expect(presenter.presentedViewController == nil)
        }
    }

    struct Failure: Identifiable {
        let id: Int
        let reason: String
    }

    struct Presenting: View {
        @State private var asking = false
        @State private var failure: Failure?

        var body: some View {
            VStack {
                Button("Ask") { asking = true }
                Button("Fail") {
                    failure = Failure(id: 1, reason: "Offline")
                    asking = true
                }
            }
            .alert("It failed", isPresented: $asking, presenting: failure) { _ in
                Button("Retry") {}
            } message: { failure in
                Text(failure.reason)
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/
    // alert(_:ispresented:presenting:actions:message:): "For the alert to appear, both
    // isPresented must be true and data must not be nil."
    @Test("An alert presenting data shows only while it has data, and says what the data says")
    func alertPresentingData() {
        let host = UIHostingController(rootView: Presenting())
        _ = host.tap("Ask")
        _ = host.contentLines()
        #expect(host.cover == nil)
        _ = host.tap("Fail")
        _ = host.contentLines()
        #expect(host.cover?.first == "It failed  (alert)")
        #expect(host.cover?.contains("Offline") == true)
    }
}

@Suite("The everyday views and modifiers, drawn as a console can")
@MainActor
struct SwiftUIEverydayTests {
    struct Note: Identifiable {
        let id: Int
        var title: String
    }

    struct Everyday: View {
        @State private var wifi = true
        @State private var name = ""
        @State private var notes = [Note(id: 1, title: "Tea")]

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: "star")
                    Text("Starred")
                    Spacer()
                    Text("3")
                }
                Divider()
                Label("Favourites", systemImage: "heart")
                Toggle("Wi-Fi", isOn: $wifi)
                TextField("Name", text: $name)
                Button("Share", systemImage: "square.and.arrow.up") {}
                Button("Delete") {}.disabled(true)
                Text("\(2.5, specifier: "%.1f") km")
                ForEach($notes) { $note in
                    TextField("Note \(note.id)", text: $note.title)
                }
                Text(wifi ? "online as \(name)" : "offline")
            }
            .padding()
            .font(.headline)
            .foregroundStyle(.secondary)
            .frame(maxWidth: 300)
            .tint(.blue)
        }
    }

    // The views of developer.apple.com/documentation/swiftui/views-and-controls, drawn as text.
    @Test("Stacks, images, labels, toggles, fields and formatted text draw as a console can")
    func everydayViewsDraw() {
        let host = UIHostingController(rootView: Everyday())
        #expect(
            host.contentLines() == [
                "(star) Starred 3", String(repeating: "-", count: 34), "(heart) Favourites",
                "Wi-Fi: on", "Name: \"\"", "[ (square.and.arrow.up) Share ]",
                "[ Delete ] (disabled)", "2.5 km", "Note 1: \"Tea\"", "online as ",
            ])
        #expect(host.type("Ann", into: "Name") == nil)
        #expect(host.type("Coffee", into: "Note 1") == nil)
        #expect(host.flip("Wi-Fi") == nil)
        #expect(host.contentLines().suffix(2) == ["Note 1: \"Coffee\"", "offline"])
        #expect(host.tap("Share") == nil)
        #expect(
            host.tap("Delete")
                == "The button \"Delete\" on Everyday is disabled, so a tap does nothing.")
        #expect(
            host.flip("Bluetooth")
                == "There is no toggle \"Bluetooth\" on Everyday; it shows \"Wi-Fi\".")
        // A Double without a specifier shows six decimals, as SwiftUI's `%lf` does.
        let number = UIHostingController(rootView: Text("\(1.5) and \(3)"))
        #expect(number.contentLines() == ["1.500000 and 3"])
    }

    // developer.apple.com/documentation/swiftui/binding: a binding to a collection is a
    // collection of bindings; bindings convert to and from optionals and `AnyHashable`.
    @Test("Bindings are collections of bindings, Identifiable when their value is, and convert")
    func bindingConversions() {
        var notes = [Note(id: 1, title: "Tea"), Note(id: 2, title: "Jam")]
        let all = Binding(get: { notes }, set: { notes = $0 })
        #expect(all.map(\.id) == [1, 2])
        all[1].title.wrappedValue = "Honey"
        #expect(notes[1].title == "Honey")
        var maybe: String? = "yes"
        let optional = Binding(get: { maybe }, set: { maybe = $0 })
        let unwrapped = Binding(optional)
        #expect(unwrapped?.wrappedValue == "yes")
        unwrapped?.wrappedValue = "still"
        #expect(maybe == "still")
        maybe = nil
        #expect(Binding(optional) == nil)
        var count = 1
        let hashable = Binding<AnyHashable>(Binding(get: { count }, set: { count = $0 }))
        hashable.wrappedValue = AnyHashable(5)
        #expect(count == 5)
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) private var scheme

        var body: some View {
            Text(scheme == .dark ? "dark" : "light")
        }
    }

    // developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:).
    @Test("transformEnvironment changes a value for the views inside; List draws a range")
    func transformAndRanges() {
        let host = UIHostingController(
            rootView: VStack {
                SchemeReader()
                Group {
                    SchemeReader()
                }
                .transformEnvironment(\.colorScheme) { $0 = .dark }
                List(0..<5) { Text("row \($0)") }
            })
        #expect(
            host.contentLines() == ["light", "dark", "row 0", "row 1", "row 2", "... 2 more rows"])
    }
}

@Suite("SwiftUI-shaped code compiles as on iOS")
struct SwiftUIShapedCodeTests {
    // The SDK declares SwiftUI's types `nonisolated` or `@MainActor` one by one; code that
    // compiles against it must compile here, in an app target with main-actor default
    // isolation or without it.
    @Test(
        "The screens of the tests and an iOS 17 app's everyday screens compile in a target without default isolation and in one with main-actor default isolation",
        arguments: [false, true], ["SwiftUIShaped", "EverydayScreens", "EverydayScreens2026"])
    func compilesWithEitherIsolation(mainActorByDefault: Bool, snippet: String) async throws {
        let source = try String(
            contentsOf: Workspace.file("Tests/Snippets/\(snippet).swift"), encoding: .utf8)
        let result = try await typecheck(
            source, warningsAsErrors: true,
            extraArguments: mainActorByDefault ? ["-default-isolation", "MainActor"] : [])
        #expect(result.status == 0, "\(result.stderr)")
    }
}

@Suite("What a presentation reads, what a placement owns, and what withAnimation draws")
@MainActor
struct SwiftUIPresentationTests {
    @Observable
    final class Download {
        var percent = 0
        var failure: String? = "Offline"
    }

    struct Downloading: View {
        let download: Download
        @State private var shown = false

        var body: some View {
            Button("Show") { shown = true }
                .sheet(isPresented: $shown) { Text("downloaded \(download.percent)%") }
        }
    }

    // developer.apple.com/documentation/observation: a view reads an Observable property, and
    // a change to it updates the view; a sheet's content is read the same way as a body.
    @Test("A sheet's content that reads an @Observable property is drawn again when it changes")
    func sheetContentIsTracked() async {
        let download = Download()
        let host = UIHostingController(rootView: Downloading(download: download))
        let drawn = await onScreen(host) { _ in
            _ = host.tap("Show")
            download.percent = 40
            await letTheMainActorRun()
        }
        #expect(drawn.last?.contains("downloaded 40%") == true, "\(drawn)")
    }

    struct Following: View {
        let download: Download
        @State private var path = [1]

        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: Int.self) { _ in
                        Text("at \(download.percent)%")
                    }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:):
    // the destination closure builds the pushed view; what it reads is tracked as a body's.
    @Test(
        "A navigationDestination that reads an @Observable property is drawn again when it changes")
    func destinationIsTracked() async {
        let download = Download()
        let host = UIHostingController(rootView: Following(download: download))
        let drawn = await onScreen(host) { _ in
            download.percent = 70
            await letTheMainActorRun()
        }
        #expect(drawn.last?.contains("at 70%") == true, "\(drawn)")
    }

    struct Reporting: View {
        let download: Download
        @State private var asking = true

        var body: some View {
            Text("Downloads")
                .alert("It failed", isPresented: $asking, presenting: download.failure) { _ in
                    Button("OK") {}
                } message: { failure in
                    Text(failure)
                }
        }
    }

    // developer.apple.com/documentation/swiftui/view/
    // alert(_:ispresented:presenting:actions:message:): "Any changes that you make after the
    // presentation occurs are ignored."
    @Test("An alert presenting data keeps the data it appeared with")
    func alertKeepsItsData() async {
        let download = Download()
        let host = UIHostingController(rootView: Reporting(download: download))
        _ = host.contentLines()
        #expect(host.cover?.contains("Offline") == true)
        download.failure = "Disk full"
        _ = host.contentLines()
        #expect(host.cover?.contains("Offline") == true, "\(host.cover ?? [])")
        #expect(host.cover?.contains("Disk full") == false)
    }

    struct Tally: View {
        let name: String
        @State private var count = 0

        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    struct TwoTallies: View {
        var body: some View {
            let tally = Tally(name: "x")
            VStack {
                tally
                tally
            }
        }
    }

    // developer.apple.com/documentation/swiftui/state: state belongs to the view's place in
    // the hierarchy ("SwiftUI manages the property's storage"), so each placement of one
    // value is a view of its own with its own state.
    @Test("One view value placed twice is two views, each with its own @State")
    func eachPlacementOwnsItsState() {
        let host = UIHostingController(rootView: TwoTallies())
        #expect(host.buttonTitles == ["x 0", "x 0"])
        #expect(host.tap("x 0") == nil)
        #expect(host.buttonTitles == ["x 1", "x 0"])
        #expect(host.tap("x 0") == nil)
        #expect(host.buttonTitles == ["x 1", "x 1"])
    }

    struct Mixed: View {
        let ids: [AnyHashable] = [1, "1"]

        var body: some View {
            VStack {
                ForEach(ids, id: \.self) { id in
                    Tally(name: "\(type(of: id.base))")
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/foreach: an element's identity is its id, by
    // Hashable equality, not by how the id prints.
    @Test("ForEach ids that print alike but are not equal are two views with their own @State")
    func idsAreComparedAsValues() {
        let host = UIHostingController(rootView: Mixed())
        #expect(host.buttonTitles == ["Int 0", "String 0"])
        #expect(host.tap("Int 0") == nil)
        #expect(host.buttonTitles == ["Int 1", "String 0"])
    }

    struct Stepping: View {
        let log: BehaviourLog
        @State private var value = 0

        var body: some View {
            let _ = log.note("body \(value)")
            Text("value \(value)")
                .onChange(of: value) { old, new in log.note("\(old) to \(new)") }
                .onAppear {
                    value = 2
                    withAnimation { value = 4 }
                }
        }
    }

    // developer.apple.com/documentation/swiftui/withanimation(_:_:): the changes in its body
    // are a transaction of their own, so what was set before it is an update of its own too.
    @Test("State set before withAnimation is drawn as its own update, then withAnimation's")
    func withAnimationIsATransactionOfItsOwn() async {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Stepping(log: log))
        _ = await onScreen(host) { _ in }
        let notes = log.taken()
        #expect(notes.filter { $0.hasPrefix("body") } == ["body 0", "body 2", "body 4"])
        #expect(notes.filter { $0.contains(" to ") } == ["0 to 2", "2 to 4"])
    }
}
