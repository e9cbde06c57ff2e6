import MVVMKit
import Observation

// A change to one row's `@Observable` item in a SwiftUI `List` of 10 rows and of 10,000: the
// stand-in tracks what each row read, so the change redraws that row alone, whatever the
// length of the list.

@Observable
final class RowItem: Identifiable {
    let id: Int
    var title: String

    init(id: Int) {
        self.id = id
        title = "Item \(id)"
    }
}

/// How many row bodies the last change evaluated.
@MainActor
final class RowBodies {
    var evaluated = 0

    func note() {
        evaluated += 1
    }
}

struct ItemRow: View {
    let item: RowItem
    let bodies: RowBodies

    var body: some View {
        let _ = bodies.note()
        Text(item.title)
    }
}

struct ItemList: View {
    let items: [RowItem]
    let bodies: RowBodies

    var body: some View {
        List(items) { item in
            ItemRow(item: item, bodies: bodies)
        }
    }
}

func rowCases(operations n: Int) -> [Case] {
    var cases: [Case] = []
    var smaller: Case?
    for count in [10, 10_000] {
        let items = (0..<count).map(RowItem.init)
        let bodies = RowBodies()
        let screen = UIHostingController(rootView: ItemList(items: items, bodies: bodies))
        _ = screen.contentLines()
        // The row on screen that changes: its body, and no other, runs again.
        let changed = items[1]
        bodies.evaluated = 0
        changed.title = "Renamed"
        _ = screen.contentLines()
        guard bodies.evaluated == 1 else {
            fatalError(
                "A change to one row of \(count) evaluated \(bodies.evaluated) row bodies, not 1.")
        }
        let item = Case(
            "change one row's item and redraw, \(count)-row List", floor: smaller,
            target: smaller == nil ? nil : 1.5
        ) {
            timed(n) {
                for index in 0..<n {
                    changed.title = index & 1 == 0 ? "Even" : "Odd"
                    consume(screen.contentLines().count)
                }
            }
        }
        cases.append(item)
        smaller = item
    }
    return cases
}
