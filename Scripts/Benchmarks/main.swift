import Foundation

// The kit's costs, each as a ratio to the same work done by hand, measured in one run.
//   swift run -c release Benchmarks            every case
//   swift run -c release Benchmarks raise      only cases whose names contain "raise"
//   swift run -c release Benchmarks --check    exit with status 1 when a target is missed

let allCases =
    resolvingCases(operations: 100_000)
    + [1, 10, 100].flatMap { raisingCases(subscribers: $0, raises: 20_000) }
    + [100, 1_000, 10_000].flatMap { subscribingCases(at: $0) }
    + propertyCases(operations: 100_000)

let filters = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }
let chosen = allCases.filter { item in
    filters.isEmpty || filters.contains { item.name.contains($0) }
}
let neededFloors = Set(chosen.compactMap(\.floor))
let cases = allCases.filter { item in
    chosen.contains { $0.name == item.name } || neededFloors.contains(item.name)
}

let rounds = 11
let started = Date()
let results = medians(of: cases, rounds: rounds)

func format(_ value: Double, decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

var missed: [String] = []

func report(_ name: String, ratio: Double, target: Double) -> String {
    let holds = ratio <= target
    if !holds {
        missed.append(name)
    }
    return "<= \(format(target, decimals: 1))x " + (holds ? "holds" : "MISSED")
}

print(padded("case", 58) + padded("ns/op", 12) + padded("ratio", 10) + "target")
for item in cases {
    let nanoseconds = results[item.name]!
    var line = padded(item.name, 58) + padded(format(nanoseconds, decimals: 1), 12)
    if let floor = item.floor, let floorNanoseconds = results[floor] {
        let ratio = nanoseconds / floorNanoseconds
        line += padded(format(ratio, decimals: 2) + "x", 10)
        if let target = item.target {
            line += report(item.name, ratio: ratio, target: target)
        }
    } else {
        line += "floor"
    }
    print(line)
}

// Subscribing is O(1) on average: the 10,000th subscribe within 2x of the 100th.
if let last = results["subscribe the 10000th subscriber"],
    let first = results["subscribe the 100th subscriber"]
{
    let name = "subscribe the 10000th / the 100th"
    print(
        padded(name, 70) + padded(format(last / first, decimals: 2) + "x", 10)
            + report(name, ratio: last / first, target: 2.0))
}
// Raising against what any event that holds its subscribers weakly must do by hand.
for count in [1, 10, 100] {
    if let raise = results["raise to \(count) subscribers"],
        let byHand = results["call \(count) closures through weak references"]
    {
        print(
            padded("raise to \(count) / through weak references by hand", 70)
                + format(raise / byHand, decimals: 2) + "x")
    }
}
print(
    "\nmedians of \(rounds) interleaved rounds, in \(format(Date().timeIntervalSince(started), decimals: 1)) s"
)

if CommandLine.arguments.contains("--check"), !missed.isEmpty {
    print("missed: \(missed.joined(separator: ", "))")
    exit(1)
}
