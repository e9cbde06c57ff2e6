import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Plays a stretch of the user's time as one: the lines `steps` print show as they happen, and
/// the screen is drawn once, after the last step, as the user sees it when they look up. A
/// section uses it where the screens in between would tell the reader nothing new.
@MainActor
public func drawnAfter(_ steps: () -> Void) {
    #if canImport(UIKit)
    steps()  // a device draws when it draws
    #else
    Screen.change(steps)
    #endif
}

/// The same for steps that wait: what the app does while they wait is drawn with them.
@MainActor
public func drawnAfterWaiting(_ steps: () async -> Void) async {
    #if canImport(UIKit)
    await steps()
    #else
    await Screen.changeWhileWaiting(steps)
    #endif
}

/// Puts a screen the reader has already seen in the window, drawn as usual but not printed
/// again: `note` says in one line what it shows.
@MainActor
public func showWithoutPrinting(_ note: String, _ steps: () -> Void) {
    print("(\(note))")
    notDrawn(steps)
}

/// Runs `steps` with the window drawing as usual but nothing of it printed: for a section whose
/// point is what it prints instead, such as how many bodies a change evaluated, or a screen
/// whose change its lines already say.
@MainActor
public func notDrawn(_ steps: () -> Void) {
    #if canImport(UIKit)
    steps()
    #else
    let output = Screen.output
    Screen.output = { _ in }
    defer { Screen.output = output }
    steps()
    #endif
}

/// The same for steps that wait.
@MainActor
public func notDrawnWhileWaiting(_ steps: () async -> Void) async {
    #if canImport(UIKit)
    await steps()
    #else
    let output = Screen.output
    Screen.output = { _ in }
    defer { Screen.output = output }
    await steps()
    #endif
}

/// Runs `steps` with each screen they draw printed on one line, `(on screen: title | row |
/// row)`, instead of in a box: for a screen whose look the reader has seen, where the point is
/// which rows it shows now.
@MainActor
public func drawnOnOneLine(_ steps: () -> Void) {
    #if canImport(UIKit)
    steps()
    #else
    Screen.drawsOnOneLine = true
    steps()
    Screen.drawsOnOneLine = false
    #endif
}

/// The same for steps that wait.
@MainActor
public func drawnOnOneLineWhileWaiting(_ steps: () async -> Void) async {
    #if canImport(UIKit)
    await steps()
    #else
    Screen.drawsOnOneLine = true
    await steps()
    Screen.drawsOnOneLine = false
    #endif
}
