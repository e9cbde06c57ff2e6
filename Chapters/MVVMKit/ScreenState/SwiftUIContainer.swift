#if canImport(UIKit)
import SwiftUI
#endif

// The article's protocols for a SwiftUI container and the screens it contains.

/// What a content screen's model tells the container it is shown in. The article calls it
/// `IContainer`, which in this kit is chapter 1's container; the kit adds `showEmpty(_:)`.
@MainActor
public protocol ScreenContainer: AnyObject {
    /// Something went wrong, in words the user can read.
    func showError(error: String)
    /// A load began.
    func showLoading()
    /// A load ended, whether it worked or not.
    func hideLoading()
    /// Whether there is nothing to show.
    func showEmpty(_ isEmpty: Bool)
}

/// A content screen's model, which reports its state to `listener`. Declare it
/// `weak var listener`: the container owns its content, not the other way round.
@MainActor
public protocol IModel: AnyObject {
    /// The container this model's screen is shown in, held weakly.
    var listener: (any ScreenContainer)? { get set }
}

/// A SwiftUI content screen that says which model reports its state, so that the container can
/// wire itself to it.
@MainActor
public protocol IModelView {
    /// The model that reports this screen's state.
    var viewModel: (any IModel)? { get }
}
