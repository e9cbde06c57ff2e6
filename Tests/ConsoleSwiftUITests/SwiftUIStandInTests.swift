import Observation
import TestSupport
import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// Counts the bodies a test's views evaluate, by name.
@MainActor
private final class Bodies {
    private(set) var evaluated: [String] = []

    func note(_ name: String) {
        evaluated.append(name)
    }

    /// The names noted since the last call, then none.
    func taken() -> [String] {
        defer { evaluated = [] }
        return evaluated
    }
}

private struct Counter: View {
    let bodies: Bodies
    @State private var count = 0
    @State private var unread = 0

    var body: some View {
        let _ = bodies.note("Counter")
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
            Button("Touch the unread one") { unread += 1 }
        }
    }
}

@Observable
private final class Profile {
    var name = "Ann"
    var visits = 0
}

private struct ProfileView: View {
    let bodies: Bodies
    let profile: Profile

    var body: some View {
        let _ = bodies.note("ProfileView")
        Text(profile.name)
    }
}

@MainActor
private final class Settings: ObservableObject {
    @Published var theme = "light"
    @Published var unshown = 0
}

private struct ThemeView: View {
    let bodies: Bodies
    @ObservedObject var settings: Settings

    var body: some View {
        let _ = bodies.note("ThemeView")
        Text("theme \(settings.theme)")
    }
}

private struct Greeting: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[Greeting.self] }
        set { self[Greeting.self] = newValue }
    }
}

private struct Greeter: View {
    let name: String
    @Environment(\.greeting) private var greeting

    var body: some View {
        Text("\(greeting), \(name)")
    }
}

private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            Text("<<")
            content
            Text(">>")
        }
    }
}

@Suite("The SwiftUI stand-in behaves as SwiftUI does")
@MainActor
struct SwiftUIStandInTests {
    @Test("body is evaluated again when @State it read changes, and not for state it did not read")
    func stateThatWasRead() {
        let bodies = Bodies()
        let host = UIHostingController(rootView: Counter(bodies: bodies))
        #expect(host.contentLines().contains("count 0"))
        #expect(bodies.taken() == ["Counter"])
        #expect(host.tap("Add") == nil)
        #expect(host.contentLines().contains("count 1"))
        #expect(bodies.taken() == ["Counter"])
        #expect(host.tap("Touch the unread one") == nil)
        _ = host.contentLines()
        #expect(bodies.taken() == [])
    }

    @Test("@State keeps its value across evaluations in one place, and starts afresh in another")
    func stateStaysInItsPlace() {
        struct Switcher: View {
            @State var left = true
            var body: some View {
                VStack {
                    if left {
                        Counter(bodies: Bodies())
                    } else {
                        Counter(bodies: Bodies())
                    }
                    Button("Switch") { left.toggle() }
                }
            }
        }
        let host = UIHostingController(rootView: Switcher())
        _ = host.tap("Add")
        _ = host.tap("Add")
        #expect(host.contentLines().contains("count 2"))
        _ = host.tap("Switch")
        #expect(host.contentLines().contains("count 0"))
    }

    @Test("An Observation property re-evaluates the bodies that read it, and no others")
    func observationIsPerProperty() {
        let bodies = Bodies()
        let profile = Profile()
        let host = UIHostingController(rootView: ProfileView(bodies: bodies, profile: profile))
        #expect(host.contentLines() == ["Ann"])
        #expect(bodies.taken() == ["ProfileView"])
        profile.visits += 1
        _ = host.contentLines()
        #expect(bodies.taken() == [])
        profile.name = "Bob"
        #expect(host.contentLines() == ["Bob"])
        #expect(bodies.taken() == ["ProfileView"])
    }

    @Test("An ObservableObject re-evaluates every view observing it, for any @Published change")
    func observableObjectIsCoarse() {
        let bodies = Bodies()
        let settings = Settings()
        let host = UIHostingController(rootView: ThemeView(bodies: bodies, settings: settings))
        #expect(host.contentLines() == ["theme light"])
        #expect(bodies.taken() == ["ThemeView"])
        settings.unshown += 1
        _ = host.contentLines()
        #expect(bodies.taken() == ["ThemeView"])
        settings.theme = "dark"
        #expect(host.contentLines() == ["theme dark"])
        #expect(bodies.taken() == ["ThemeView"])
    }

    @Test("A child's body is not evaluated again when its parent gives it an equal value")
    func equalChildrenAreSkipped() {
        struct Parent: View {
            let bodies: Bodies
            @State var count = 0
            var body: some View {
                let _ = bodies.note("Parent")
                VStack {
                    Text("\(count)")
                    Child(bodies: bodies, label: "fixed")
                    Child(bodies: bodies, label: "count \(count)")
                    Button("Add") { count += 1 }
                }
            }
        }
        struct Child: View {
            let bodies: Bodies
            let label: String
            var body: some View {
                let _ = bodies.note(label)
                Text(label)
            }
        }
        let bodies = Bodies()
        let host = UIHostingController(rootView: Parent(bodies: bodies))
        _ = host.contentLines()
        #expect(bodies.taken() == ["Parent", "fixed", "count 0"])
        _ = host.tap("Add")
        _ = host.contentLines()
        #expect(bodies.taken() == ["Parent", "count 1"])
    }

    @Test("Environment values flow down until a nearer .environment replaces them")
    func environmentFlowsDown() {
        let view = VStack {
            Greeter(name: "root")
            VStack {
                Greeter(name: "outer")
                VStack {
                    Greeter(name: "inner")
                }
                .environment(\.greeting, "hi")
            }
            .environment(\.greeting, "welcome")
        }
        let host = UIHostingController(rootView: view)
        #expect(host.contentLines() == ["hello, root", "welcome, outer", "hi, inner"])
    }

    @Test("A view that reads an environment value runs again when that value changes, not before")
    func environmentReadersRunOnChange() {
        struct Reader: View {
            let bodies: Bodies
            @Environment(\.greeting) private var greeting
            var body: some View {
                let _ = bodies.note("Reader")
                Text(greeting)
            }
        }
        struct Setter: View {
            let bodies: Bodies
            @State private var greeting = "hi"
            @State private var unrelated = 0
            var body: some View {
                let _ = bodies.note("Setter \(unrelated)")
                VStack {
                    Reader(bodies: bodies).environment(\.greeting, greeting)
                    Button("Other") { unrelated += 1 }
                    Button("Greet") { greeting = "welcome" }
                }
            }
        }
        let bodies = Bodies()
        let host = UIHostingController(rootView: Setter(bodies: bodies))
        #expect(host.contentLines().first == "hi")
        #expect(bodies.taken() == ["Setter 0", "Reader"])
        _ = host.tap("Other")
        _ = host.contentLines()
        #expect(bodies.taken() == ["Setter 1"])
        _ = host.tap("Greet")
        #expect(host.contentLines().first == "welcome")
        #expect(bodies.taken() == ["Setter 1", "Reader"])
    }

    @Test("A dropped hosting controller frees what its views held, alerts and stacks included")
    func droppedScreenFreesItsObjects() {
        final class Model {}
        struct Screen: View {
            let model: Model
            @State private var asking = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Next") { Text("next").onDisappear { _ = model } }
                    Button("Ask") { asking = true }
                        .onAppear { _ = model }
                        .onDisappear { _ = model }
                }
                .alert("Sure?", isPresented: $asking) {
                    Button("Yes") { _ = model }
                }
            }
        }
        weak var model: Model?
        weak var host: UIHostingController<Screen>?
        do {
            let made = Model()
            model = made
            let screen = UIHostingController(rootView: Screen(model: made))
            host = screen
            _ = screen.tap("Next")
            _ = screen.goBack()
            _ = screen.tap("Ask")
            _ = screen.contentLines()
        }
        #expect(host == nil)
        #expect(model == nil)
    }

    @Test("A modifier's body(content:) wraps the content it is applied to")
    func modifierWrapsItsContent() {
        let host = UIHostingController(rootView: Text("inside").modifier(Framed()))
        #expect(host.contentLines() == ["<<", "inside", ">>"])
    }

    @Test("A button's action runs on a tap, and a title not on screen is refused with the titles")
    func buttonsAndTheirTitles() {
        var taps = 0
        let host = UIHostingController(rootView: Button("Pay") { taps += 1 })
        #expect(host.contentLines() == ["[ Pay ]"])
        #expect(host.tap("Pay") == nil)
        #expect(taps == 1)
        #expect(
            host.tap("Refund")
                == "There is no button \"Refund\" on Button<Text>; it shows [ Pay ].")
        #expect(taps == 1)
    }

    @Test("An alert shows while its binding is true, and its buttons set it false")
    func alertFollowsItsBinding() {
        struct Confirm: View {
            @State var asking = false
            @State var answer = "none"
            var body: some View {
                VStack {
                    Text("answer: \(answer)")
                    Button("Delete") { asking = true }
                }
                .alert("Delete it?", isPresented: $asking) {
                    Button("Yes", role: .destructive) { answer = "yes" }
                    Button("No", role: .cancel) {}
                } message: {
                    Text("It cannot be undone.")
                }
            }
        }
        let host = UIHostingController(rootView: Confirm())
        #expect(host.cover == nil)
        _ = host.tap("Delete")
        _ = host.contentLines()
        #expect(
            host.cover == [
                "Delete it?  (alert)", String(repeating: "-", count: 34), "It cannot be undone.",
                "", "[ Yes ] [ No ]",
            ])
        #expect(host.buttonTitles == ["Yes", "No"])
        #expect(host.tap("Yes") == nil)
        #expect(host.contentLines().first == "answer: yes")
        #expect(host.cover == nil)
    }

    @Test("An alert over a SwiftUI screen in a navigation stack covers the navigation bar too")
    func alertInANavigationController() {
        struct Asking: View {
            @State var asking = true
            var body: some View {
                Text("behind").alert("In front", isPresented: $asking) {}
            }
        }
        let host = UIHostingController(rootView: Asking())
        host.title = "Screen"
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(host, animated: false)
        #expect(navigation.screenLines().first == "In front  (alert)")
        _ = host.tap("OK")
        #expect(navigation.screenLines().first == "< Back   Screen")
    }

    @Test("The deprecated Alert runs its button's action and sets the binding false")
    func deprecatedAlert() {
        struct Old: View {
            @State var showing = true
            @State var seen = false
            var body: some View {
                Text(seen ? "seen" : "not seen")
                    .alert(isPresented: $showing) {
                        Alert(
                            title: Text("Saved"), message: Text("All done."),
                            dismissButton: .default(Text("OK")) { seen = true })
                    }
            }
        }
        let host = UIHostingController(rootView: Old())
        _ = host.contentLines()
        #expect(host.cover?.first == "Saved  (alert)")
        #expect(host.tap("OK") == nil)
        #expect(host.contentLines() == ["seen"])
        #expect(host.cover == nil)
    }

    @Test("A link pushes its screen onto the stack; back pops it and drops its state")
    func navigation() {
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Details") {
                        Counter(bodies: Bodies()).navigationTitle("Details")
                    }
                    .navigationTitle("Home")
                }
            }
        }
        let host = UIHostingController(rootView: Home())
        #expect(host.contentLines() == ["[ Details > ]"])
        #expect(host.shownTitle == "Home")
        #expect(host.tap("Details") == nil)
        _ = host.tap("Add")
        #expect(host.contentLines().first == "count 1")
        #expect(host.shownTitle == "Details" && host.showsBack)
        #expect(host.goBack() == nil)
        #expect(host.shownTitle == "Home" && !host.showsBack)
        #expect(host.goBack() == "Home has pushed no screen, so there is nothing to go back to.")
        _ = host.tap("Details")
        #expect(host.contentLines().first == "count 0")
    }

    @Test("onAppear runs once a view is first drawn, onDisappear once it is gone")
    func appearing() {
        struct Toggler: View {
            let log: Bodies
            @State var shown = true
            var body: some View {
                VStack {
                    if shown {
                        Text("here")
                            .onAppear { log.note("appear") }
                            .onDisappear { log.note("disappear") }
                    }
                    Button("Toggle") { shown.toggle() }
                }
            }
        }
        let log = Bodies()
        let host = UIHostingController(rootView: Toggler(log: log))
        _ = host.contentLines()
        _ = host.contentLines()
        #expect(log.taken() == ["appear"])
        _ = host.tap("Toggle")
        _ = host.contentLines()
        #expect(log.taken() == ["disappear"])
    }

    @Test("A List evaluates only the rows on screen, and counts the others")
    func listIsLazy() {
        struct Row: View {
            let bodies: Bodies
            let number: Int
            var body: some View {
                let _ = bodies.note("row \(number)")
                Text("row \(number)")
            }
        }
        let bodies = Bodies()
        let host = UIHostingController(
            rootView: List(0..<100, id: \.self) { Row(bodies: bodies, number: $0) })
        #expect(host.contentLines() == ["row 0", "row 1", "row 2", "... 97 more rows"])
        #expect(bodies.taken() == ["row 0", "row 1", "row 2"])
        let empty = UIHostingController(rootView: List([Int](), id: \.self) { Text("\($0)") })
        #expect(empty.contentLines() == ["(no rows)"])
    }

    @Test(
        "Reading @State or @Environment outside body warns in SwiftUI's words and gives the initial value"
    )
    func readingOutsideBody() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let counter = Counter(bodies: Bodies())
                _ = counter.body
                _ = Greeter(name: "x").body
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Accessing State's value outside of being installed on a View. This will result "
                    + "in a constant Binding of the initial value and will not update."),
            "\(message)")
        #expect(
            message.contains(
                "Accessing Environment<String>'s value outside of being installed on a View. "
                    + "This will always read the default value and will not update."),
            "\(message)")
    }

    @Test("Setting a binding after its view left the screen warns")
    func bindingToAGoneScreen() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                struct Holder: View {
                    let keep: (Binding<Int>) -> Void
                    @State var value = 0
                    var body: some View {
                        let _ = keep($value)
                        Text("\(value)")
                    }
                }
                var kept: Binding<Int>?
                let host = UIHostingController(rootView: AnyView(Holder { kept = $0 }))
                _ = host.contentLines()
                host.rootView = AnyView(Text("another screen"))
                _ = host.contentLines()
                kept?.wrappedValue = 1
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "A binding to State<Int> was set after its view left the screen: nothing shows "
                    + "the change."), "\(message)")
    }
}
