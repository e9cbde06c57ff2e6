import Foundation
import Observation
import TestSupport
import Testing

@testable import ChapterRunner
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

// The everyday controls and modifiers of an iOS 17 screen, each checked by what it changes,
// through the console's finger, as a user changes it. Each test names the page of Apple's
// documentation it follows.

@Suite("The everyday controls of a form, a search and a sign-in, as a user changes them")
@MainActor
struct EverydayControlsTests {
    enum Sorting: String, CaseIterable, Identifiable {
        case newest, oldest

        var id: Self { self }
    }

    struct Settings: View {
        @State private var notifications = true
        @State private var sorting = Sorting.newest
        @State private var cups = 2

        var body: some View {
            Form {
                Section("Alerts") {
                    Toggle("Notifications", isOn: $notifications)
                }
                Section {
                    Picker("Sort by", selection: $sorting) {
                        ForEach(Sorting.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Stepper("Cups: \(cups)", value: $cups, in: 0...3)
                } header: {
                    Text("Reading")
                } footer: {
                    Text("sorted \(sorting.rawValue), \(notifications ? "with" : "without") alerts")
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/picker, /stepper, /toggle and /form: each
    // control writes its binding, and the form's rows show the new values.
    @Test("In a Form, a Toggle flips, a Picker picks by its tag, a Stepper steps within bounds")
    func formControlsChangeTheirState() {
        let host = UIHostingController(rootView: Settings())
        #expect(
            host.contentLines() == [
                "ALERTS", "Notifications: on", "", "READING", "Sort by: newest",
                "Cups: 2  [ - | + ]",
                "sorted newest, with alerts",
            ])
        #expect(host.flip("Notifications") == nil)
        #expect(host.pick("oldest", in: "Sort by") == nil)
        #expect(host.step("Cups: 2", up: true) == nil)
        #expect(host.step("Cups: 3", up: true) == nil)
        let lines = host.contentLines()
        #expect(lines.contains("Sort by: oldest"))
        #expect(lines.contains("Cups: 3  [ - | + ]"))
        #expect(lines.last == "sorted oldest, without alerts")
        let refusal = host.pick("popular", in: "Sort by")
        #expect(refusal?.hasPrefix("The picker \"Sort by\" has no option \"popular\"") == true)
        #expect(refusal?.hasSuffix("it has \"newest\", \"oldest\".") == true)
    }

    @Observable
    final class Notes {
        var all = ["Tea", "Coffee", "Toast"]
        var refreshes = 0
        var isLoading = false
    }

    struct NoteList: View {
        let notes: Notes
        @State private var query = ""

        private var found: [String] {
            query.isEmpty ? notes.all : notes.all.filter { $0.hasPrefix(query) }
        }

        var body: some View {
            Group {
                if notes.isLoading {
                    ProgressView("Loading")
                } else if found.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    List {
                        ForEach(found, id: \.self) { Text($0) }
                            .onDelete { offsets in notes.all.remove(atOffsets: offsets) }
                    }
                }
            }
            .searchable(text: $query)
            .refreshable {
                await MainActor.run { notes.isLoading = true }
                await Task.yield()
                await MainActor.run {
                    notes.refreshes += 1
                    notes.isLoading = false
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:) and
    // /contentunavailableview/search(text:): the search field writes its binding.
    @Test("searchable writes what is typed into its binding; no match shows ContentUnavailableView")
    func searchFiltersTheList() {
        let host = UIHostingController(rootView: NoteList(notes: Notes()))
        #expect(host.contentLines() == ["Search: (Search)", "Tea", "Coffee", "Toast"])
        #expect(host.search("T") == nil)
        #expect(host.contentLines() == ["Search: \"T\"", "Tea", "Toast"])
        #expect(host.search("X") == nil)
        #expect(
            host.contentLines() == [
                "Search: \"X\"", "(magnifyingglass) No Results for \u{201C}X\u{201D}",
                "Check the spelling or try a new search.",
            ])
    }

    // developer.apple.com/documentation/swiftui/view/refreshable(action:): "SwiftUI ... awaits
    // the action's completion" while the refresh indicator shows.
    @Test("A pull to refresh awaits the refreshable action to its end")
    func refreshIsAwaited() async {
        let notes = Notes()
        let host = UIHostingController(rootView: NoteList(notes: notes))
        _ = await onScreen(host) { _ in
            #expect(await host.refresh() == nil)
            #expect(notes.refreshes == 1)
        }
        #expect(host.contentLines().last == "Toast")
    }

    // developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:): the
    // action is handed the offsets of the rows deleted.
    @Test("onDelete hands a swiped row's offset to its action, and remove(atOffsets:) removes it")
    func deleteRemovesTheRow() {
        let notes = Notes()
        let host = UIHostingController(rootView: NoteList(notes: notes))
        #expect(host.deleteRow(at: 1) == nil)
        #expect(notes.all == ["Tea", "Toast"])
        #expect(host.contentLines() == ["Search: (Search)", "Tea", "Toast"])
        #expect(host.deleteRow(at: 5) == "There is no row 5 on NoteList; it shows rows 0 to 1.")
    }

    struct SignIn: View {
        enum Field: Hashable {
            case email, password
        }

        @FocusState private var focus: Field?
        @State private var email = ""
        @State private var password = ""
        @State private var signedIn = false

        var body: some View {
            VStack {
                TextField("Email", text: $email).focused($focus, equals: .email)
                SecureField("Password", text: $password).focused($focus, equals: .password)
                Text(signedIn ? "signed in as \(email)" : "signed out")
            }
            .onSubmit {
                if focus == .email {
                    focus = .password
                } else {
                    signedIn = true
                }
            }
            .onAppear { focus = .email }
        }
    }

    // developer.apple.com/documentation/swiftui/focusstate and /view/onsubmit(of:_:): setting
    // the focus state moves the focus; Return in a field runs the onSubmit action around it.
    @Test("@FocusState moves the focus, and Return runs onSubmit: from the email to the password")
    func submitMovesTheFocus() {
        let host = UIHostingController(rootView: SignIn())
        _ = host.contentLines()
        #expect(host.contentLines().first == "Email: \"\" (focused)")
        #expect(host.type("ann@example.com", into: "Email") == nil)
        #expect(host.submit("Email") == nil)
        #expect(host.contentLines()[1] == "Password: \"\" (focused)")
        #expect(host.type("secret", into: "Password") == nil)
        #expect(host.submit("Password") == nil)
        #expect(
            host.contentLines() == [
                "Email: \"ann@example.com\"", "Password: \"••••••\" (focused)",
                "signed in as ann@example.com",
            ])
    }

    struct Counter: View {
        @AppStorage("EverydayControlsTests.cups") private var cups = 1

        var body: some View {
            Button("Cups: \(cups)") { cups += 1 }
        }
    }

    struct Remaking: View {
        @State private var version = 0

        var body: some View {
            VStack {
                Counter().id(version)
                Button("Again") { version += 1 }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/appstorage: the value lives under its key, not
    // in the view, so a new view that reads the key finds it.
    @Test("@AppStorage keeps its value under its key when the view is made anew")
    func appStorageOutlivesTheView() {
        // UserDefaults.standard keeps what an earlier run wrote.
        UserDefaults.standard.removeObject(forKey: "EverydayControlsTests.cups")
        defer { UserDefaults.standard.removeObject(forKey: "EverydayControlsTests.cups") }
        let host = UIHostingController(rootView: Remaking())
        #expect(host.tap("Cups: 1") == nil)
        #expect(host.tap("Again") == nil)
        #expect(host.buttonTitles == ["Cups: 2", "Again"])
    }

    struct Picking: View {
        @State private var selection: String?
        @State private var showsDetail = false

        var body: some View {
            NavigationStack {
                VStack {
                    List(["Tea", "Coffee"], id: \.self, selection: $selection) { Text($0) }
                    Button("Details") { showsDetail = true }
                }
                .navigationDestination(isPresented: $showsDetail) { Detail() }
            }
        }
    }

    struct Detail: View {
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            Text(isPresented ? "pushed" : "root")
        }
    }

    // developer.apple.com/documentation/swiftui/list (selection) and
    // /view/navigationdestination(ispresented:destination:): a selected row is the selection;
    // the destination is pushed while its binding is true, and Back sets it to false.
    @Test("List(selection:) selects a row; navigationDestination(isPresented:) pushes until Back")
    func selectionAndPresentedDestination() {
        let host = UIHostingController(rootView: Picking())
        #expect(host.selectRow(at: 1) == nil)
        #expect(host.contentLines().prefix(2) == ["Tea", "Coffee (selected)"])
        #expect(host.tap("Details") == nil)
        #expect(host.contentLines() == ["pushed"])
        #expect(host.goBack() == nil)
        #expect(host.contentLines().last == "[ Details ]")
        #expect(host.tap("Details") == nil)
        #expect(host.contentLines() == ["pushed"])
    }

    struct Downloads: View {
        let log: BehaviourLog
        @State private var done = 0.5

        var body: some View {
            VStack {
                ProgressView("Downloading", value: done)
                ProgressView()
            }
            .overlay { Text("over") }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Stop") { done = 1 } }
                ToolbarItem(placement: .bottomBar) {
                    Button("Finish") {
                        withAnimation {
                            done = 1
                        } completion: {
                            log.note("animation over")
                        }
                        log.note("after withAnimation")
                    }
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx, /progressview and
    // /withanimation(_:completioncriteria:_:completion:): the completion runs once the
    // animation is over, after the code that follows withAnimation.
    @Test(
        "Toolbar items, progress bars and an overlay draw as text; withAnimation's completion runs after"
    )
    func toolbarProgressAndCompletion() async {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Downloads(log: log))
        #expect(
            host.contentLines() == [
                "[ Stop ]", "Downloading [#####.....] 50%", "(spinner)", "over", "[ Finish ]",
            ])
        _ = await onScreen(host) { _ in
            #expect(host.tap("Finish") == nil)
            await letTheMainActorRun()
        }
        #expect(log.taken() == ["after withAnimation", "animation over"])
        #expect(host.contentLines()[1] == "Downloading [##########] 100%")
    }

    /// Types `line` at `--play`'s prompt.
    private func play(_ line: String) async -> String? {
        let words = line.split(separator: " ").map(String.init)
        let command = Playground.swiftUICommands.first { $0.name == words[0] }
        return await command?.run(Array(words.dropFirst()))
    }

    // The same changes typed at `--play`'s prompt, in the words its help gives.
    @Test("--play picks, steps, searches and refreshes on the SwiftUI screen on top")
    func playDrivesTheControls() async {
        let settings = UIHostingController(rootView: Settings())
        _ = await onScreen(settings) { _ in
            #expect(await play("pick oldest in Sort by") == nil)
            #expect(await play("step Cups: 2 down") == nil)
            #expect(await play("step Cups: 2") != nil)
        }
        let lines = settings.contentLines()
        #expect(lines.contains("Sort by: oldest"))
        #expect(lines.contains("Cups: 1  [ - | + ]"))
        let notes = Notes()
        let list = UIHostingController(rootView: NoteList(notes: notes))
        _ = await onScreen(list) { _ in
            #expect(await play("search Co") == nil)
            #expect(await play("refresh") == nil)
        }
        #expect(list.contentLines() == ["Search: \"Co\"", "Coffee"])
        #expect(notes.refreshes == 1)
    }
}
