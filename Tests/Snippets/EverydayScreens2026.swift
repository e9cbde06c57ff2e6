// Screens of a 2026 app, written as on a device: a tab app with a badge, a profile with
// labelled values, shapes and a link, and a list that asks before it deletes. A test compiles
// them against the stand-in, warnings as errors, with main-actor default isolation and
// without, so that each declaration they use is SwiftUI's.
import Foundation
import MVVMKit  // in an app: import SwiftUI

struct HomeTabs: View {
    @State private var tab = "inbox"
    @State private var unread = 3

    var body: some View {
        TabView(selection: $tab) {
            InboxScreen(unread: $unread)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag("inbox")
                .badge(unread)
            ProfileScreen()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag("profile")
        }
    }
}

struct InboxScreen: View {
    @Binding var unread: Int
    @State private var asksToClear = false

    func checkForMail() async {
        unread += 1
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("You have \(unread) unread messages")
                    .font(.system(.headline, design: .rounded, weight: .semibold))
                    .lineLimit(2)
                    .contentTransition(.numericText())
                Button("Clear") { asksToClear = true }
            }
            .refreshable { await checkForMail() }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .confirmationDialog("Clear every message?", isPresented: $asksToClear) {
                Button("Clear", role: .destructive) { unread = 0 }
            } message: {
                Text("This cannot be undone.")
            }
            .sensoryFeedback(.success, trigger: unread)
        }
    }
}

struct ProfileScreen: View {
    @State private var name = "Ann"
    @State private var asks = false

    var body: some View {
        Form {
            HStack {
                Circle().fill(.green).frame(width: 8, height: 8)
                Text(name).fontWeight(.bold).strikethrough(false)
            }
            LabeledContent("Plan", value: "Family")
            LabeledContent("Storage", value: 0.25, format: .percent)
            LabeledContent("Devices") { Text("3") }
            Text("Renewed \(Date(timeIntervalSince1970: 0), style: .date)")
            LabeledContent {
                Text(Date(timeIntervalSince1970: 0), format: .dateTime.year())
            } label: {
                Text("Member since")
            }
            TextField("Name", text: $name)
                .submitLabel(.done)
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
            Link("Help", destination: URL(string: "https://example.com/help")!)
            ShareLink(item: URL(string: "https://example.com/ann")!)
            ShareLink("Invite", item: URL(string: "https://example.com/invite")!)
            Button("Rename") { asks = true }
        }
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .clipShape(Capsule())
        .redacted(reason: [])
        .accessibilityLabel("Profile")
        .interactiveDismissDisabled()
        .alert("Rename", isPresented: $asks) {
            TextField("Name", text: $name)
            Button("Done") {}
        }
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }
}

struct Avatar: View {
    @Environment(\.editMode) private var editMode
    @State private var asks = false
    @State private var size = "medium"

    var body: some View {
        VStack {
            Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Ann")
                .font(.title.bold().weight(.heavy))
                .fontWeight(.medium)
            Picker("Size", selection: $size) {
                Text("Medium").tag("medium")
            }
            .pickerStyle(.inline)
            Button("Remove photo") { asks = true }
                .confirmationDialog(
                    "Remove the photo?", isPresented: $asks, titleVisibility: .visible
                ) {
                    Button("Remove", role: .destructive) {}
                }
            photo
        }
    }

    private var photo: some View {
        Image(systemName: "person.circle")
            .resizable()
            .scaledToFill()
            .imageScale(.large)
            .overlay { Circle().strokeBorder(Color.white.opacity(0.5), lineWidth: 2) }
    }
}

struct GroceryList: View {
    @State private var items = ["Milk", "Eggs"]
    @State private var due = Date()
    @State private var note = ""
    @State private var opened: String?
    @State private var sort = "name"

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(items, id: \.self) { item in
                    Button(item) { opened = item }
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button("Remove", systemImage: "trash", role: .destructive) {
                                items.removeAll { $0 == item }
                            }
                        }
                        .contextMenu { Button("Copy") {} }
                }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { items.remove(atOffsets: $0) }
                DatePicker("Due", selection: $due, displayedComponents: .date)
                TextField("Note", text: $note, axis: .vertical)
                Picker("Sort", selection: $sort) {
                    Text("Name").tag("name")
                    Text("Date").tag("date")
                }
                .pickerStyle(.segmented)
            }
            .navigationDestination(item: $opened) { Text($0) }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                ToolbarItemGroup(placement: .bottomBar) {
                    Menu("Add") {
                        Button("Bread") { items.append("Bread") }
                    }
                }
                ToolbarItemGroup(placement: .keyboard) { Button("Done") {} }
            }
        } detail: {
            Text("Pick a list")
        }
    }
}

struct Gallery: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<6, id: \.self) { index in
                    AsyncImage(url: URL(string: "https://example.com/\(index).png")) { image in
                        image.resizable()
                    } placeholder: {
                        ProgressView()
                    }
                }
            }
            ViewThatFits {
                Text("Six photos from your last trip")
                Text("Six photos")
            }
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) points wide")
            }
        }
    }
}
