// Three screens of an iOS 17 app, written as on a device: a settings form, a searchable list
// with its detail, and a sign-in form. A test compiles them against the stand-in, warnings as
// errors, with main-actor default isolation and without, so that each declaration they use
// is SwiftUI's.
import MVVMKit  // in an app: import SwiftUI
import Observation

enum Sorting: String, CaseIterable, Identifiable {
    case newest, oldest

    var id: Self { self }
}

struct SettingsScreen: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("sorting") private var sorting = Sorting.newest
    @State private var cups = 2

    var body: some View {
        Form {
            Section("Alerts") {
                Toggle("Notifications", isOn: $notifications)
            }
            Section {
                Picker("Sort by", selection: $sorting) {
                    ForEach(Sorting.allCases) { sorting in
                        Text(sorting.rawValue.capitalized).tag(sorting)
                    }
                }
                Stepper("Cups: \(cups)", value: $cups, in: 0...10)
            } header: {
                Text("Reading")
            } footer: {
                Text("Shown in the list's order.")
            }
        }
        .navigationTitle("Settings")
    }
}

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

@MainActor
@Observable
final class Notes {
    var all = [Note(id: 1, title: "Tea"), Note(id: 2, title: "Coffee")]
    var isLoading = false

    func reload() async {
        isLoading = true
        await Task.yield()
        isLoading = false
    }
}

struct NotesScreen: View {
    @State private var notes = Notes()
    @State private var query = ""
    @State private var selection: Note.ID?
    @State private var showsSettings = false

    private var found: [Note] {
        query.isEmpty ? notes.all : notes.all.filter { $0.title.contains(query) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if notes.isLoading {
                    ProgressView("Loading")
                } else if found.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    List(selection: $selection) {
                        ForEach(found) { note in
                            Text(note.title)
                        }
                        .onDelete { offsets in notes.all.remove(atOffsets: offsets) }
                    }
                }
            }
            .searchable(text: $query, prompt: "Find a note")
            .refreshable { await notes.reload() }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings") { showsSettings = true }
                        .buttonStyle(.borderless)
                }
            }
            .navigationDestination(isPresented: $showsSettings) { SettingsScreen() }
            .overlay(alignment: .bottom) {
                if notes.all.isEmpty {
                    ContentUnavailableView(
                        "No notes", systemImage: "note.text",
                        description: Text("Write one to see it here."))
                }
            }
        }
    }
}

struct SignInScreen: View {
    enum Field: Hashable {
        case email, password
    }

    @Environment(\.isPresented) private var isPresented
    @FocusState private var focus: Field?
    @State private var email = ""
    @State private var password = ""
    @State private var progress = 0.0

    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .textContentType(.password)
            ProgressView(value: progress)
            Button("Sign in") {
                withAnimation(.default) {
                    progress = 1
                } completion: {
                    focus = nil
                }
            }
            .buttonStyle(.borderedProminent)
            Text(isPresented ? "presented" : "root")
        }
        .textFieldStyle(.roundedBorder)
        .onSubmit {
            focus = focus == .email ? .password : nil
        }
        .onAppear { focus = .email }
    }
}
