import Foundation
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// Plays the user in a section: taps a row of the table on a screen, as `tap N` does. A tap
/// the screen cannot take (a reader's edit took the row away) is said in one line, as in
/// `--play`, and the section goes on.
public func tapRow(_ row: Int, on screen: UIViewController) {
    print("(the user taps row \(row))")
    let inAWindow = screen.view.window != nil
    if let refusal = Playground.tap(row: row, on: screen, checkingReach: inAWindow) {
        print("  (nothing happens: \(refusal))")
    }
}

/// Plays the user: taps the button titled `title` on a SwiftUI screen.
public func tapButton(_ title: String, on screen: UIViewController) {
    guard let screen = screen as? any SwiftUIScreen else {
        fatalError("\(type(of: screen)) is not a SwiftUI screen, so it has no buttons to tap.")
    }
    print("(the user taps \(title))")
    if let refusal = screen.tap(title) {
        print("  (nothing happens: \(refusal))")
    }
}

/// Plays the user: taps the back button of the navigation stack on a SwiftUI screen.
public func goBack(on screen: UIViewController) {
    guard let screen = screen as? any SwiftUIScreen else {
        fatalError("\(type(of: screen)) is not a SwiftUI screen, so it has no back button to tap.")
    }
    print("(the user taps Back)")
    if let refusal = screen.goBack() {
        print("  (nothing happens: \(refusal))")
    }
}
