import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// How the screen a stretch of steps leaves is printed: in a box, on one line (`(on screen:
/// title | row | row)`, for a screen whose look the reader knows, where the point is what it
/// shows now), or not at all (for a screen the reader has seen, or whose change the section's
/// own lines say).
public enum Printed: Sendable {
    case inABox, onOneLine, notAtAll
}

/// Plays a stretch of the user's time as one: the screen is drawn as the steps change it, as a
/// device draws it, and the lines the steps print show as they happen; the screen they leave is
/// printed once, after the last step, as `printed` says. Everywhere else every change of the
/// screen is printed.
@MainActor
public func printScreen(_ printed: Printed, after steps: () async -> Void) async {
    #if canImport(UIKit)
    await steps()  // a device draws when it draws, and prints nothing
    #else
    await Screen.printOnce(
        printing: printed != .notAtAll, onOneLine: printed == .onOneLine, after: steps)
    #endif
}
