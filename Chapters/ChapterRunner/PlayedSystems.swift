import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The iOS the console plays, as a sentence names it: `iOS 26`, `iOS 17`.
@MainActor
public var playedSystem: String {
    #if canImport(UIKit)
    return "this device's iOS"
    #else
    return "\(PlayedSystem.current)"
    #endif
}

/// Runs `steps` with the console playing iOS `version` (26, 18 with
/// `UIObservationTrackingEnabled`, or 17), then the iOS played before: what UIKit's update pass
/// calls and tracks. A device runs the iOS it has.
@MainActor
public func onIOS(_ version: Int, _ steps: () async -> Void) async {
    #if canImport(UIKit)
    await steps()
    #else
    let system: PlayedSystem = version >= 26 ? .iOS26 : version == 18 ? .iOS18 : .iOS17
    await PlayedSystem.playing(system) { await steps() }
    #endif
}

/// How many times UIKit's update pass called `updateProperties()` on `screen`, as a sentence
/// says it: `2 times`. The console counts them itself, as it counts SwiftUI's bodies.
@MainActor
public func propertiesUpdates(of screen: UIViewController) -> String {
    #if canImport(UIKit)
    return "(counted on the console only)"
    #else
    return counted(screen.timesCalled(by: .properties), "time")
    #endif
}
