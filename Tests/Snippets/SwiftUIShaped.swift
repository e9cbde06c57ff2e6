// Code written the way SwiftUI code is written. A test compiles it against the stand-in,
// warnings as errors.
import MVVMKit  // in an app: import SwiftUI
import Observation

struct Tint: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var tint: String {
        get { self[Tint.self] }
        set { self[Tint.self] = newValue }
    }
}

struct Item: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class Basket {
    var items = [Item(id: 1, title: "Tea")]
}

final class Account: ObservableObject {
    @Published var name = "Ann"
    @Published var isPremium = false
}

struct Toggle: View {
    @Binding var isOn: Bool
    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }
    }
}

struct Card: ViewModifier {
    @Environment(\.tint) private var tint
    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("tint: \(tint)")
            content
        }
    }
}

struct Shop: View {
    let basket: Basket
    @ObservedObject var account: Account
    @State private var confirming = false
    @State private var premium = false
    @State private var note: String?

    var body: some View {
        NavigationStack {
            ZStack(alignment: .top) {
                List {
                    ForEach(basket.items) { item in
                        Text(item.title)
                    }
                    ForEach(0..<3) { index in
                        Text("row \(index)")
                    }
                }
                if confirming {
                    Text("Asking…")
                } else {
                    EmptyView()
                }
            }
            .navigationTitle("Shop")
            NavigationLink("Account") {
                Text(account.name).navigationTitle(account.name)
            }
            Toggle(isOn: $premium)
            Toggle(isOn: $account.isPremium)
            Button("Empty the basket", role: .destructive) { confirming = true }
        }
        .modifier(Card())
        .environment(\.tint, "green")
        .onAppear { note = "appeared" }
        .onDisappear { note = nil }
        .alert("Empty it?", isPresented: $confirming) {
            Button("Empty", role: .destructive) { basket.items = [] }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("\(basket.items.count) items go.")
        }
        .alert(isPresented: $premium) {
            Alert(
                title: Text("Premium"), message: Text("Thank you."),
                dismissButton: .default(Text("OK")))
        }
    }
}

@MainActor
func show(in window: UIWindow) {
    window.rootViewController = UIHostingController(
        rootView: Shop(basket: Basket(), account: Account()))
    let erased = AnyView(Text(verbatim: "x"))
    _ = UIHostingController(rootView: erased)
}
