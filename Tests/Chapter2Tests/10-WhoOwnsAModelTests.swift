import ChapterRunner
import Observation
import TestSupport
import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("10. Who owns a model")
    struct WhoOwnsAModelTests {
        /// The tab on screen with both children's orders loaded in their `.task`.
        private static func loadedTab() async -> UIHostingController<WhoOwnsAModel.OrdersTab> {
            let (kept, remade) = (OrdersProvider(), OrdersProvider())
            let screen = UIHostingController(
                rootView: WhoOwnsAModel.OrdersTab(kept: kept, remade: remade))
            _ = screen.contentLines()
            await kept.answered()
            await remade.answered()
            return screen
        }

        @Test("A model a view keeps in @State outlives its parent's redraws")
        func stateKeepsTheModel() async {
            let screen = await Self.loadedTab()
            #expect(screen.contentLines().contains("Kept in @State: 100 orders"))
            _ = screen.tap("Bump the badge")
            #expect(screen.contentLines().contains("Badge: 1"))
            #expect(screen.contentLines().contains("Kept in @State: 100 orders"))
        }

        @Test("A model made in a plain property is made again when the parent redraws")
        func letRemakesTheModel() async {
            let screen = await Self.loadedTab()
            #expect(screen.contentLines().contains("Made in a let: 100 orders"))
            _ = screen.tap("Bump the badge")
            #expect(screen.contentLines().contains("Made in a let: 0 orders"))
        }

        @Test("An ObservableObject a view makes is kept the same way by @StateObject")
        func stateObjectKeepsTheModel() {
            let screen = UIHostingController(rootView: BumpsOver())
            _ = screen.contentLines()
            _ = screen.tap("Count")
            _ = screen.tap("Count too")
            #expect(screen.contentLines().contains("ObservedObject: 1"))
            _ = screen.tap("Bump")
            #expect(screen.contentLines().contains("StateObject: 1"), "\(screen.contentLines())")
            #expect(screen.contentLines().contains("ObservedObject: 0"))
        }

        @Test("A view's .task loads once per identity, not once per redraw")
        func taskRunsOncePerIdentity() async {
            let screen = await Self.loadedTab()
            let kept = screen.rootView.kept
            _ = screen.tap("Bump the badge")
            _ = screen.tap("Bump the badge")
            for _ in 0..<10 {
                await Task.yield()  // a task started again would ask now
            }
            #expect(kept.timesAsked == 1)
        }
    }
}

/// A counter, as an `ObservableObject`, for the `@StateObject` claim.
final class Counter: ObservableObject {
    @Published var count = 0
}

/// A parent that redraws, over a child that keeps its counter in `@StateObject` and one that
/// makes its counter in `@ObservedObject`, the 2020 way.
struct BumpsOver: View {
    @State private var bumps = 0

    var body: some View {
        VStack {
            Text("Bumps: \(bumps)")
            KeepsItsCounter()
            RemakesItsCounter()
            Button("Bump") { bumps += 1 }
        }
    }
}

struct KeepsItsCounter: View {
    @StateObject private var counter = Counter()

    var body: some View {
        Text("StateObject: \(counter.count)")
        Button("Count") { counter.count += 1 }
    }
}

struct RemakesItsCounter: View {
    @ObservedObject var counter = Counter()

    var body: some View {
        Text("ObservedObject: \(counter.count)")
        Button("Count too") { counter.count += 1 }
    }
}
