import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// A hundred thousand short-lived objects, ten alive at any time: what the kit stores must
/// follow the live objects, not the history.
extension Chapter2Claims {
    @Suite("13. Churn: storage follows the live objects")
    struct ChurnTests {
        static let total = 100_000
        static let alive = 10

        @Test(
            "An event with a hundred thousand short-lived subscribers stores only about the live ones"
        )
        func eventUnderChurn() {
            let event = Event<Int>()
            var living: [Token?] = Array(repeating: nil, count: Self.alive)
            var largest = 0
            var heard = 0
            for index in 0..<Self.total {
                let subscriber = Token()
                living[index % Self.alive] = subscriber  // the one it replaces dies here
                event.subscribe(subscriber) { _, _ in heard += 1 }
                largest = max(largest, event.storedCount)
            }
            #expect(largest <= 4 * Self.alive, "at most \(largest) stored for \(Self.alive) alive")
            event.raise(0)
            #expect(heard == Self.alive)
        }

        #if !canImport(ObjectiveC)
        @Test(
            "Values attached to a hundred thousand short-lived objects: only the live ones are stored"
        )
        func attachedValuesUnderChurn() {
            let table = ValuesOfOtherObjects()  // the stand-in's own, apart from other tests'
            var living: [Token?] = Array(repeating: nil, count: Self.alive)
            var largest = 0
            for index in 0..<Self.total {
                let owner = Token()
                living[index % Self.alive] = owner
                table.set(index, for: &churnKey, on: owner)
                largest = max(largest, table.storedCount)
            }
            // Whenever the table has doubled since it last dropped every dead entry, it does so.
            #expect(largest <= 2 * Self.alive, "at most \(largest) stored for \(Self.alive) alive")
            #expect(table.count == Self.alive)
            #expect(living.allSatisfy { table.value(for: &churnKey, on: $0!) != nil })
        }
        #endif
    }
}

/// The association key of the churn test.
private var churnKey: UInt8 = 0
