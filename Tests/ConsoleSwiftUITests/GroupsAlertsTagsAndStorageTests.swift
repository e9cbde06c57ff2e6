import Foundation
import TestSupport
import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit

// Four things SwiftUI does that a screen leans on without saying so: a group hands its
// modifiers to each member, an alert takes text fields, a tag can refuse an optional
// selection, and @AppStorage is UserDefaults. Each test cites the page it follows.

@MainActor
@Suite("Groups, alerts with fields, tags and @AppStorage, as SwiftUI has them")
struct GroupsAlertsTagsAndStorageTests {
    struct Greeting: View {
        let log: BehaviourLog
        let signedIn: Bool

        var body: some View {
            Group {
                Text("Hello")
                Text("World")
                if signedIn { Text("Welcome back") } else { Text("Sign in") }
            }
            .onAppear { log.note("appeared") }
        }
    }

    struct Toggling: View {
        let log: BehaviourLog
        @State private var signedIn = false

        var body: some View {
            VStack {
                Greeting(log: log, signedIn: signedIn)
                Button("Switch") { signedIn.toggle() }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/group: "any modifier you apply to the group
    // affects all of that group's members", and onAppear on a group "executes every time" its
    // conditional changes.
    @Test(
        "A modifier on a Group modifies each member: onAppear runs for each, and again for a new branch"
    )
    func groupModifiesEachMember() async {
        let log = BehaviourLog()
        let host = UIHostingController(rootView: Toggling(log: log))
        _ = await onScreen(host) { _ in
            await letTheMainActorRun()
            #expect(log.taken() == ["appeared", "appeared", "appeared"])
            #expect(host.tap("Switch") == nil)
            await letTheMainActorRun()
            #expect(log.taken() == ["appeared"])
        }
    }

    struct Renaming: View {
        @State private var asks = false
        @State private var name = ""
        @State private var saved = "nothing"

        var body: some View {
            VStack {
                Text("Saved: \(saved)")
                Button("Rename") { asks = true }
            }
            .alert("Rename", isPresented: $asks) {
                TextField("Name", text: $name)
                Button("Save") { saved = name }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:): from iOS
    // 16 an alert's actions may hold text fields, which show in the alert above its buttons.
    @Test("An alert shows the text fields among its actions, and a finger types into them")
    func alertsTakeTextFields() {
        let host = UIHostingController(rootView: Renaming())
        #expect(host.tap("Rename") == nil)
        _ = host.contentLines()
        #expect(host.cover?.contains("Name: \"\"") == true, "\(host.cover ?? [])")
        #expect(host.type("Ann", into: "Name") == nil)
        _ = host.contentLines()
        #expect(host.cover?.contains("Name: \"Ann\"") == true, "\(host.cover ?? [])")
        #expect(
            host.type("Bo", into: "Title")
                == "The alert \"Rename\" is in front: press one of its buttons, [ Save ], "
                + "[ Cancel ], or type into \"Name\".")
        #expect(host.tap("Save") == nil)
        #expect(host.contentLines().contains("Saved: Ann"))
    }

    struct Flavours: View {
        let includeOptional: Bool
        @State private var flavour: String?

        var body: some View {
            Picker("Flavour", selection: $flavour) {
                Text("None").tag(String?.none)
                Text("Mint").tag("mint", includeOptional: includeOptional)
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:): the tag is set
    // for `Optional<V>` as well only "if includeOptional" is true.
    @Test("A tag without includeOptional does not match an optional selection")
    func tagsCanRefuseOptionals() {
        let matching = UIHostingController(rootView: Flavours(includeOptional: true))
        #expect(matching.pick("Mint", in: "Flavour") == nil)
        #expect(matching.contentLines() == ["Flavour: Mint"])
        let refusing = UIHostingController(rootView: Flavours(includeOptional: false))
        #expect(refusing.pick("Mint", in: "Flavour") == nil)
        #expect(refusing.contentLines() == ["Flavour: None"])
    }

    struct Cups: View {
        @AppStorage("GroupsAlertsTagsAndStorageTests.cups") private var cups = 1

        var body: some View {
            Button("Cups: \(cups)") { cups += 1 }
        }
    }

    // developer.apple.com/documentation/swiftui/appstorage: "A property wrapper type that
    // reflects a value from UserDefaults and invalidates a view on a change in value in that
    // user default."
    @Test(
        "@AppStorage without a store is UserDefaults.standard: a write reaches it, a change there redraws"
    )
    func appStorageIsUserDefaults() {
        let key = "GroupsAlertsTagsAndStorageTests.cups"
        UserDefaults.standard.removeObject(forKey: key)
        defer { UserDefaults.standard.removeObject(forKey: key) }
        let host = UIHostingController(rootView: Cups())
        #expect(host.tap("Cups: 1") == nil)
        #expect(UserDefaults.standard.integer(forKey: key) == 2)
        UserDefaults.standard.set(7, forKey: key)
        #expect(host.buttonTitles == ["Cups: 7"])
        UserDefaults.standard.removeObject(forKey: key)
        #expect(host.buttonTitles == ["Cups: 1"])
    }
}
