import Foundation
import TestSupport
import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit

// The choices and edits of a 2026 screen, made through the finger as a user makes them: a
// menu's item, a context menu's, a swipe action, a date picked, rows moved in edit mode, a
// destination pushed for an item; and the containers a phone draws in rows. Each test names
// the page of Apple's documentation it follows.

@MainActor
@Suite("The choices and edits of a 2026 screen, through the finger")
struct EverydayChoicesTests {
    struct Groceries: View {
        @State private var items = ["Milk", "Eggs", "Tea"]
        @State private var sorted = "as added"

        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By name") {
                        items.sort()
                        sorted = "by name"
                    }
                    Button("As added") { sorted = "as added" }
                }
                Text("Sorted \(sorted)")
                    .contextMenu {
                        Button("Reverse") { items.reverse() }
                    }
                List {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                            .swipeActions {
                                Button("Remove", role: .destructive) {
                                    items.removeAll { $0 == item }
                                }
                            }
                    }
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/menu, /view/contextmenu(menuitems:) and
    // /view/swipeactions(edge:allowsfullswipe:content:): each offers buttons that a press runs,
    // closing what offered them.
    @Test(
        "A menu, a context menu and a row's swipe actions open, offer their buttons, and close when one is pressed"
    )
    func choicesOpenAndClose() {
        let host = UIHostingController(rootView: Groceries())
        #expect(host.contentLines() == ["[ Sort ▾ ]", "Sorted as added", "Milk", "Eggs", "Tea"])
        #expect(host.tap("Sort") == nil)
        _ = host.contentLines()
        #expect(host.cover == ["Sort  (menu)", Screen.separator, "", "[ By name ] [ As added ]"])
        #expect(host.tap("By name") == nil)
        #expect(host.contentLines() == ["[ Sort ▾ ]", "Sorted by name", "Eggs", "Milk", "Tea"])
        #expect(host.hold("Sorted by name") == nil)
        #expect(host.tap("Reverse") == nil)
        #expect(host.contentLines().suffix(3) == ["Tea", "Milk", "Eggs"])
        #expect(host.swipeRow(at: 1) == nil)
        _ = host.contentLines()
        #expect(host.cover?.first == "Milk  (swipe actions)")
        #expect(host.tap("Remove") == nil)
        #expect(host.contentLines().suffix(2) == ["Tea", "Eggs"])
        #expect(host.tap("Sort") == nil)
        #expect(host.closeSheet() == nil)
        _ = host.contentLines()
        #expect(host.cover == nil)
        #expect(
            host.hold("Tea")
                == "Nothing on Groceries that shows \"Tea\" has a context menu; these do: "
                + "\"Sorted by name\".")
    }

    struct Reminder: View {
        @State private var due = Date(timeIntervalSince1970: 1_797_000_000)  // 2026-12-11 14:40 UTC

        var body: some View {
            VStack {
                DatePicker("Due", selection: $due)
                DatePicker("Day", selection: $due, displayedComponents: .date)
            }
        }
    }

    // developer.apple.com/documentation/swiftui/datepicker: the picker writes the date picked
    // into its binding; one that displays only the date leaves the time as it was.
    @Test("A date picked is written to the binding; a picker of the date alone keeps the time")
    func datesArePicked() {
        let host = UIHostingController(rootView: Reminder())
        #expect(host.contentLines() == ["Due: 2026-12-11 14:40", "Day: 2026-12-11"])
        #expect(host.pickDate("2026-12-24 09:30", in: "Due") == nil)
        #expect(host.contentLines() == ["Due: 2026-12-24 09:30", "Day: 2026-12-24"])
        #expect(host.pickDate("2027-01-02", in: "Day") == nil)
        #expect(host.contentLines() == ["Due: 2027-01-02 09:30", "Day: 2027-01-02"])
        #expect(
            host.pickDate("tomorrow", in: "Day")
                == "Write the date for \"Day\" as yyyy-MM-dd: the picker shows no other.")
    }

    struct Reordering: View {
        @State private var items = ["A", "B", "C"]

        var body: some View {
            VStack {
                EditButton()
                List {
                    ForEach(items, id: \.self) { Text($0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/editbutton and
    // /dynamicviewcontent/onmove(perform:): in edit mode a row is dragged to another place,
    // and the action is handed the offsets and the offset they go before.
    @Test("EditButton turns edit mode on; a row moved in edit mode goes where it is dropped")
    func rowsMoveInEditMode() {
        let host = UIHostingController(rootView: Reordering())
        #expect(host.contentLines() == ["[ Edit ]", "A", "B", "C"])
        #expect(
            host.moveRow(at: 0, to: 2)
                == "Row 0 on Reordering cannot be moved: the list is not in edit mode, or its "
                + "ForEach has no onMove.")
        #expect(host.tap("Edit") == nil)
        #expect(host.contentLines() == ["[ Done ]", "A ≡", "B ≡", "C ≡"])
        #expect(host.moveRow(at: 0, to: 2) == nil)
        #expect(host.contentLines() == ["[ Done ]", "B ≡", "C ≡", "A ≡"])
        #expect(host.moveRow(at: 2, to: 0) == nil)
        #expect(host.tap("Done") == nil)
        #expect(host.contentLines() == ["[ Edit ]", "A", "B", "C"])
    }

    struct Orders: View {
        @State private var opened: Int?

        var body: some View {
            NavigationStack {
                Button("Open 7") { opened = 7 }
                    .navigationDestination(item: $opened) { Text("Order \($0)") }
            }
        }
    }

    // developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:):
    // the destination is pushed while the item is not nil; going back sets it to nil.
    @Test("navigationDestination(item:) pushes the item's screen, and going back sets it to nil")
    func itemsPushTheirScreen() {
        let host = UIHostingController(rootView: Orders())
        #expect(host.tap("Open 7") == nil)
        #expect(host.contentLines() == ["Order 7"])
        #expect(host.goBack() == nil)
        #expect(host.contentLines() == ["[ Open 7 ]"])
    }

    // developer.apple.com/documentation/swiftui/lazyvgrid, /viewthatfits, /geometryreader,
    // /asyncimage: what a phone shows of each.
    @Test(
        "A grid draws a row a line, ViewThatFits its first view, a geometry reader a phone's size, an async image its placeholder"
    )
    func containersDrawAsAPhone() {
        let host = UIHostingController(
            rootView: VStack {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(1...5, id: \.self) { Text("\($0)") }
                }
                ViewThatFits {
                    Text("A long title")
                    Text("Short")
                }
                GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
                AsyncImage(url: nil) {
                    $0
                } placeholder: {
                    ProgressView()
                }
            })
        #expect(
            host.contentLines() == ["1  2", "3  4", "5", "A long title", "393 wide", "(spinner)"])
    }
}
