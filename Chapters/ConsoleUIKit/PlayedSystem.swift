// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// The iOS the console plays, as a device runs one: what its UIKit calls in the update pass
/// and whether it tracks the Observation properties those methods read. Apple's pages:
/// "Updating views automatically with observation tracking in UIKit" and
/// `UIObservationTrackingEnabled`.
package struct PlayedSystem: Sendable, Equatable, CustomStringConvertible {
    /// The major version: 17, 18 or 26.
    package let version: Int
    /// Whether the app's Info.plist sets `UIObservationTrackingEnabled`; iOS 26 needs no key.
    package let hasTrackingKey: Bool

    /// iOS 26 and later: `updateProperties()` exists, and tracking is on without a key.
    package static let iOS26 = PlayedSystem(version: 26, hasTrackingKey: false)
    /// iOS 18 with `UIObservationTrackingEnabled` set: the layout methods and the cells' and
    /// content-unavailable updates are tracked; there is no `updateProperties()`.
    package static let iOS18 = PlayedSystem(version: 18, hasTrackingKey: true)
    /// iOS 18 without the key: nothing is tracked.
    package static let iOS18WithoutKey = PlayedSystem(version: 18, hasTrackingKey: false)
    /// iOS 17: nothing is tracked, and there is no `updateProperties()`.
    package static let iOS17 = PlayedSystem(version: 17, hasTrackingKey: false)

    /// The system every screen runs on until something picks another; a device's default.
    @MainActor package static var current = iOS26

    /// Whether UIKit calls `updateProperties()`: it is new in iOS 26.
    var callsUpdateProperties: Bool { version >= 26 }

    /// Whether Observation reads inside the update pass's methods are tracked.
    var tracksObservation: Bool { version >= 26 || (version == 18 && hasTrackingKey) }

    package var description: String {
        switch (version, hasTrackingKey) {
        case (18, true): "iOS 18 with UIObservationTrackingEnabled"
        default: "iOS \(version)"
        }
    }

    /// Runs `body` with `system` played, then the one played before.
    @discardableResult @MainActor
    package static func playing<T>(_ system: PlayedSystem, _ body: () async throws -> T)
        async rethrows -> T
    {
        let before = current
        current = system
        defer { current = before }
        return try await body()
    }
}

#endif
