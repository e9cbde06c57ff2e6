import MVVMKit

/// The talk's example of signals against delegates: the station does not know who listens,
/// and any number of listeners hear it.
final class ISS: Model {
    let problemSignal = Event<String>()

    func somethingBreaks() {
        problemSignal.raise("ISS")
    }
}

final class Houston: Model {}
final class Moscow: Model {}

/// "Signals, not delegates": the slide's line, heard twice.
func signalsNotDelegates() {
    let session = Session()
    session.open()
    let houston = Houston(parent: session)
    let moscow = Moscow(parent: session)
    let iss = ISS(parent: houston)
    iss.problemSignal.subscribe(houston) { _, station in print("\(station)'s got a problem") }
    iss.problemSignal.subscribe(moscow) { _, station in print("\(station)'s got a problem") }
    iss.somethingBreaks()
}
