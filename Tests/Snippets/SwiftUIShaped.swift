// Code written the way SwiftUI code is written: the screens a SwiftUI app is made of. A test
// compiles it against the stand-in, warnings as errors, in a module without default isolation
// and in one with main-actor default isolation, as an app target may be either.
import MVVMKit  // in an app: import SwiftUI
import Observation

// An app with main-actor default isolation makes its environment keys and values
// `nonisolated`, as SwiftUI reads them from any actor.
nonisolated struct TintKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    nonisolated var tint: String {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

struct Item: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class Basket {
    var items = [Item(id: 1, title: "Tea")]
    var error: String?
}

final class Account: ObservableObject {
    @Published var name = "Ann"
    @Published var isPremium = false
    var visits = 0
}

// Adopting ObservableObject does not make a class main-actor: without default isolation, code
// on no actor uses it.
func visits(of account: Account) -> Int {
    account.visits
}

// Off the main actor: a view builder helper and a key that are not main-actor code.
enum Rows {
    @ViewBuilder
    static func row(_ title: String, count: Int) -> some View {
        HStack {
            Text(title)
            Text("\(count)")
        }
    }
}

struct Caption {
    let key: LocalizedStringKey = "Hello"
}

struct Counter: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Count: \(count)")
                Button("Add") { count += 1 }
                NavigationLink("Edit") { Edit(count: $count) }
            }
        }
    }
}

struct Edit: View {
    @Binding var count: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Stepperish(value: $count)
        Button("Done") { dismiss() }
    }
}

struct Stepperish: View {
    @Binding var value: Int

    var body: some View {
        HStack {
            Button("Less", systemImage: "minus") { value -= 1 }
            Text("\(value)")
            Button("More", systemImage: "plus") { value += 1 }
        }
    }
}

struct Middle: View {
    var body: some View {
        Reader()
    }
}

struct Reader: View {
    @Environment(\.tint) private var tint
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text("\(tint), \(scheme == .dark ? "dark" : "light")")
    }
}

struct Shop: View {
    @State private var basket = Basket()
    @StateObject private var account = Account()
    @State private var path = NavigationPath()
    @State private var confirming = false
    @State private var note = ""
    @State private var selected: Item?
    @State private var distance = 2.5

    var body: some View {
        NavigationStack(path: $path) {
            ZStack(alignment: .topLeading) {
                List(basket.items) { item in
                    NavigationLink(item.title, value: item.id)
                }
                List(0..<3) { index in
                    Text("row \(index)")
                }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Int.self) { id in
                Text("Item \(id)")
            }
            Divider()
            Label("Premium", systemImage: "star")
                .font(.headline)
                .foregroundStyle(.secondary)
            Toggle("Premium", isOn: $account.isPremium)
            TextField("Note", text: $note)
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
            Text("\(distance, specifier: "%.1f") km")
            Image(systemName: "cart")
            Button("Empty the basket", role: .destructive) { confirming = true }
                .disabled(basket.items.isEmpty)
                .tint(.red)
            Button("Animate") {
                withAnimation { distance += 1 }
            }
            Middle()
                .environment(\.tint, account.isPremium ? "gold" : "blue")
                .transformEnvironment(\.colorScheme) { $0 = .dark }
        }
        .environment(basket)
        .environmentObject(account)
        .task { await load() }
        .task(id: path.count) {}
        .onChange(of: note) { old, new in
            print(old, new)
        }
        .sheet(item: $selected) { item in
            Text(item.title)
        }
        .sheet(isPresented: $confirming) {
            Text("Sure?")
        }
        .alert("Error", isPresented: .constant(basket.error != nil), presenting: basket.error) {
            error in
            Button("OK") {}
        } message: { error in
            Text(error)
        }
        .id(account.name)
    }

    private func load() async {}
}

struct Notes: View {
    @State private var items = [Item(id: 1, title: "Tea")]

    var body: some View {
        ForEach($items) { $item in
            TextField("Title", text: $item.title)
        }
    }
}

struct BasketSummary: View {
    @Environment(Basket.self) private var basket
    @EnvironmentObject private var account: Account

    var body: some View {
        @Bindable var basket = basket
        Text("\(basket.items.count) items for \(account.name)")
    }
}

struct Editor: View {
    @Bindable var basket: Basket

    var body: some View {
        Text(basket.error ?? "no error")
    }
}

struct Older: View {
    @ObservedObject var account: Account
    @State private var alerting = false

    var body: some View {
        NavigationView {
            NavigationLink(destination: Text(account.name)) {
                Text("Account")
            }
        }
        .alert(isPresented: $alerting) {
            Alert(title: Text("Premium"), dismissButton: .default(Text("OK")))
        }
    }
}

@MainActor
func identifiers(of item: Binding<Item>) -> Int {
    item.id
}

@MainActor
func show(in window: UIWindow) {
    window.rootViewController = UIHostingController(rootView: Shop())
    _ = UIHostingController(rootView: AnyView(Counter()))
}
