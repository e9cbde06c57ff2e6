import Foundation

/// Results go here through functions the optimiser cannot see into, so the work it
/// measures is never deleted as unused.
nonisolated(unsafe) var sink = 0

@inline(never)
func consume(_ object: AnyObject) {
    sink &+= ObjectIdentifier(object).hashValue
}

@inline(never)
func consume(_ value: Int) {
    sink &+= value
}

/// Nanoseconds per operation of `body`, which performs `operations` operations.
func timed(_ operations: Int, _ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    return Double(elapsed) / Double(operations)
}

/// One line of the table: `sample()` measures once and returns nanoseconds per operation.
/// A case with no floor is a floor; a target is the highest ratio to the floor allowed.
struct Case {
    let name: String
    var floor: String? = nil
    var target: Double? = nil
    let sample: () -> Double
}

/// Runs every case once to warm up, then `rounds` times, interleaved, so that a slow moment
/// of the machine hits all cases alike. Returns the median of each case's samples.
func medians(of cases: [Case], rounds: Int) -> [String: Double] {
    for item in cases {
        _ = item.sample()
    }
    var samples: [String: [Double]] = [:]
    for _ in 0..<rounds {
        for item in cases {
            samples[item.name, default: []].append(item.sample())
        }
    }
    return samples.mapValues { values in values.sorted()[values.count / 2] }
}
