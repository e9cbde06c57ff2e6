#if canImport(UIKit)
import UIKit
#endif

/// What a content screen's view model tells the screen that contains it: a load begins or
/// ends, there is nothing to show, something went wrong. The article calls this protocol
/// `IContainer`, which in this kit is chapter 1's container.
@MainActor
public protocol ScreenStateListener: AnyObject {
    func beginLoading()
    func endLoading()
    func showEmpty(_ isEmpty: Bool)
    func showError(_ message: String)
}

/// A view model that reports its state to whoever contains its screen. Keep the listener
/// weakly: the container owns the content, not the other way round.
@MainActor
public protocol ScreenStateReporting: AnyObject {
    var stateListener: (any ScreenStateListener)? { get set }
}

/// A content screen that says which model reports its state, so that the container can wire
/// itself to that model. (The article's protocol; its property is called `viewModel` there,
/// which here is already `IHaveViewModel`'s.)
@MainActor
public protocol IModelView: UIViewController {
    var screenModel: (any ScreenStateReporting)? { get }
}
