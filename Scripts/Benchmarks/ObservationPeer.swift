import Observation

// The peer for observable properties: Observation's @Observable, in a file of its own so that
// the name means the macro here and MVVMKit's wrapper everywhere else.

@Observable
final class ObservedModel {
    var value = 0
}

/// What the observer does: count, as the other cases' subscribers add.
nonisolated(unsafe) var observedChanges = 0

/// Setting an Observation property with one observer: `withObservationTracking` fires once per
/// arming, so an observer that wants every change arms it again for each set.
func observationPeerCase(operations n: Int, floor: Case) -> Case {
    let model = ObservedModel()
    return Case("peer: set an Observation @Observable property, re-armed", floor: floor) {
        timed(n) {
            for value in 0..<n {
                withObservationTracking {
                    _ = model.value
                } onChange: {
                    observedChanges &+= 1
                }
                model.value = value
            }
            consume(observedChanges)
        }
    }
}
