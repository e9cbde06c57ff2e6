import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The talk's example of signals against delegates: the station does not know who listens.
final class ISS: Model {
    let problemSignal = Event<String>()

    func somethingBreaks() {
        problemSignal.raise("ISS")
    }
}

final class Houston: Model {}

func signalsNotDelegates(_ tree: AppTree) {
    let houston = Houston(parent: tree.mainFlow)
    let iss = ISS(parent: houston)
    iss.problemSignal.subscribe(houston) { _, station in print("\(station)'s got a problem") }
    iss.somethingBreaks()
    houston.removeFromParent()
}
