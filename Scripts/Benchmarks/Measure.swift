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
/// A case is compared with its floor, another case measured in the same run; a target is the
/// highest ratio to the floor allowed. A case with no floor is a floor itself.
final class Case {
    let name: String
    let floor: Case?
    let target: Double?
    let sample: () -> Double

    init(_ name: String, floor: Case? = nil, target: Double? = nil, sample: @escaping () -> Double)
    {
        self.name = name
        self.floor = floor
        self.target = target
        self.sample = sample
    }
}

/// A second comparison for a case, shown below the table: `measured` against `against`.
struct Comparison {
    let name: String
    let measured: Case
    let against: Case
    var target: Double? = nil
}

/// Runs every case once to warm up, then `rounds` times, interleaved, so that a slow moment
/// of the machine hits all cases alike. Returns the median of each case's samples.
/// A line on standard error after each round says how far it has got, since a run takes a minute
/// or more.
func medians(of cases: [Case], rounds: Int) -> [ObjectIdentifier: Double] {
    for item in cases {
        _ = item.sample()
    }
    var samples: [ObjectIdentifier: [Double]] = [:]
    for round in 1...rounds {
        for item in cases {
            samples[ObjectIdentifier(item), default: []].append(item.sample())
        }
        FileHandle.standardError.write(Data("measured round \(round) of \(rounds)\n".utf8))
    }
    return samples.mapValues { values in values.sorted()[values.count / 2] }
}
