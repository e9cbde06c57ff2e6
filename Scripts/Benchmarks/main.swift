import Foundation
import ToolSupport

// The kit's costs, each as a ratio to the same work done by hand, measured in one run.
//   swift run -c release Benchmarks            every case
//   swift run -c release Benchmarks raise      only cases whose names contain "raise"
//   swift run -c release Benchmarks --check    exit with status 1 when a target is missed

let arguments = Array(CommandLine.arguments.dropFirst())
let usage =
    "Benchmarks takes words to choose cases by name, and --check: "
    + "swift run -c release Benchmarks raise --check."
answerHelp(usage, in: arguments)
if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--check" }) {
    stopWithUsage("Benchmarks does not take \(unknown). " + usage)
}

// Only what a page states: each case a claim of a chapter or of the design's rules, with its
// floor and, where one is measured, the peer a reader would reach for instead.
let raising = [10, 100].map { raisingCases(subscribers: $0, raises: 100_000 / $0) }
let properties = propertyCases(operations: 100_000)
let allCases =
    resolvingCases(operations: 100_000) + raising.flatMap(\.0)
    + properties.0 + selectingCases(operations: 100_000)
    + treeCases(operations: 100_000) + responderCases(operations: 100_000)
    + wholeAppCases(startsPerSample: 200, orders: 10_000) + rowCases(operations: 1_000)
    + updatePassCases(operations: 10_000)

func named(_ name: String) -> Case {
    guard let found = allCases.first(where: { $0.name == name }) else {
        fatalError("No case is named \"\(name)\"; a comparison names one of the table's rows.")
    }
    return found
}

// The kit is ahead of its peers; its resolve costs more than the article's, which checks for
// no cycles.
let comparisons =
    raising.map(\.1) + properties.1
    + [
        Comparison(
            name: "a global event per model, 10000 models / 100",
            measured: named("a global event to 10,000 models, per model"),
            against: named("a global event to 100 models, per model"), target: 1.5),
        Comparison(
            name: "resolve per-request + singleton / the article's",
            measured: named("resolve per-request + singleton"),
            against: named("article: resolve per-request + singleton")),
    ]

let filters = arguments.filter { !$0.hasPrefix("--") }
let chosen = allCases.filter { item in
    filters.isEmpty || filters.contains { item.name.contains($0) }
}
// A chosen case brings the floors it is compared with, all the way down.
var cases: [Case] = []
for item in chosen {
    var needed: [Case] = []
    var next: Case? = item
    while let current = next {
        needed.insert(current, at: 0)
        next = current.floor
    }
    for needed in needed where !cases.contains(where: { $0 === needed }) {
        cases.append(needed)
    }
}
cases.sort { first, second in
    allCases.firstIndex { $0 === first }! < allCases.firstIndex { $0 === second }!
}

let rounds = 21
let started = Date()
let results = medians(of: cases, rounds: rounds)

func format(_ value: Double, decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

var missed: [String] = []

func verdict(_ name: String, ratio: Double, target: Double?) -> String {
    guard let target else { return "" }
    let holds = ratio <= target
    if !holds {
        missed.append(name)
    }
    return "<= \(format(target, decimals: 1))x " + (holds ? "holds" : "MISSED")
}

func result(of item: Case) -> Double? {
    results[ObjectIdentifier(item)]
}

print(padded("case", 58) + padded("ns/op", 10) + padded("ratio", 9) + padded("target", 16) + "to")
for item in cases {
    var line = padded(item.name, 58) + padded(format(result(of: item)!, decimals: 1), 10)
    if let floor = item.floor, let floorResult = result(of: floor) {
        let ratio = result(of: item)! / floorResult
        line += padded(format(ratio, decimals: 2) + "x", 9)
        line += padded(verdict(item.name, ratio: ratio, target: item.target), 16) + floor.name
    } else {
        line += "floor"
    }
    print(line)
}

print()
for comparison in comparisons {
    guard let measured = result(of: comparison.measured),
        let against = result(of: comparison.against)
    else { continue }
    let ratio = measured / against
    print(
        padded(comparison.name, 58) + padded("", 10) + padded(format(ratio, decimals: 2) + "x", 9)
            + verdict(comparison.name, ratio: ratio, target: comparison.target))
}
let seconds = format(Date().timeIntervalSince(started), decimals: 1)
print("\nmedians of \(rounds) interleaved rounds, in \(seconds) s")

if CommandLine.arguments.contains("--check"), !missed.isEmpty {
    stop("missed: \(missed.joined(separator: ", "))")
}
