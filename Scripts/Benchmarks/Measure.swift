import Foundation

/// One thing to time: `body` runs the operation `count` times.
struct Case {
    let name: String
    let floor: String?
    let target: Double?
    let body: (Int) -> Void
}

/// Results go here through a function the optimiser cannot see into, so work is not deleted.
nonisolated(unsafe) var sink = 0

@inline(never)
func consume(_ object: AnyObject) {
    sink &+= ObjectIdentifier(object).hashValue
}

@inline(never)
func consume(_ value: Int) {
    sink &+= value
}

func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

/// Times every case in interleaved rounds after a warm-up and returns the median
/// nanoseconds per operation of each.
func medians(of cases: [Case], operations: Int, rounds: Int) -> [String: Double] {
    for item in cases {
        item.body(operations / 10)
    }
    var samples: [String: [Double]] = [:]
    for _ in 0..<rounds {
        for item in cases {
            samples[item.name, default: []].append(
                nanoseconds { item.body(operations) } / Double(operations))
        }
    }
    return samples.mapValues { $0.sorted()[$0.count / 2] }
}
