import Testing

@testable import Chapter8
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("6. Signals, not delegates")
    struct SignalsTests {
        @Test("A model signals; whoever subscribed hears it, and the model knows nobody")
        func signalReachesSubscribers() {
            let iss = ISS(parent: nil)
            let houston = Houston(parent: nil)
            var heard: [String] = []
            iss.problemSignal.subscribe(houston) { _, station in heard.append(station) }
            iss.somethingBreaks()
            #expect(heard == ["ISS"])
        }
    }
}
