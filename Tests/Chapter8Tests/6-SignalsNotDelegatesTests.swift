import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("6. Signals, not delegates")
    struct SignalsTests {
        @Test("A model signals; every listener hears it, and the model knows none of them")
        func signalReachesSubscribers() {
            let session = openSession()
            let houston = Houston(parent: session)
            let moscow = Moscow(parent: session)
            let iss = ISS(parent: houston)
            var heard: [String] = []
            iss.problemSignal.subscribe(houston) { listener, station in
                heard.append("\(listener.name) hears \(station)")
            }
            iss.problemSignal.subscribe(moscow) { listener, station in
                heard.append("\(listener.name) hears \(station)")
            }
            iss.somethingBreaks()
            #expect(heard == ["Houston hears ISS", "Moscow hears ISS"])
        }
    }
}
