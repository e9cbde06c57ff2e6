import MVVMKit

final class Service: ISingleton {
    init(container: any IContainer, args: Void) {}
    init() {}
}

final class Screen: IPerRequest {
    let service: Service
    init(container: any IContainer, args: Void) { service = container.resolve() }
    init(service: Service) { self.service = service }
}

let container = Container()
let cases = [
    Case(name: "build both by hand", floor: nil, target: nil) { n in
        for _ in 0..<n { consume(Screen(service: Service())) }
    },
    Case(name: "resolve per-request + singleton", floor: "build both by hand", target: 1.5) { n in
        for _ in 0..<n { consume(container.resolve() as Screen) }
    },
    Case(name: "build one by hand", floor: nil, target: nil) { n in
        for _ in 0..<n { consume(Service()) }
    },
    Case(name: "resolve cached singleton", floor: "build one by hand", target: 1.0) { n in
        for _ in 0..<n { consume(container.resolve() as Service) }
    },
]
let results = medians(of: cases, operations: 200_000, rounds: 15)
for item in cases {
    let ns = results[item.name]!
    var line = "\(item.name): \(ns) ns"
    if let floor = item.floor { line += "  ratio \(ns / results[floor]!)" }
    print(line)
}
