/// What a content screen's model tells the container it is shown in, UIKit's or SwiftUI's: a
/// load begins or ends, there is nothing to show, something went wrong. The article calls this
/// protocol `IContainer`, which in this kit is chapter 1's container.
@MainActor
public protocol ScreenStateListener: AnyObject {
    /// A load began.
    func beginLoading()
    /// A load ended, whether it worked or not.
    func endLoading()
    /// Whether there is nothing to show.
    func showEmpty(_ isEmpty: Bool)
    /// Something went wrong, in words the user can read.
    func showError(_ message: String)
}

/// A view model that reports its state to whoever contains its screen. Keep the listener
/// weakly: the container owns the content, not the other way round.
@MainActor
public protocol ScreenStateReporting: AnyObject {
    /// Whoever shows this model's state, held weakly.
    var stateListener: (any ScreenStateListener)? { get set }
}
