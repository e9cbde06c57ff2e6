#if canImport(UIKit)
import UIKit
#endif

/// A content screen that says which model reports its state, so that the container can wire
/// itself to that model: the UIKit form of the article's `IModelView`, whose property is
/// called `viewModel` there, which here is already `IHaveViewModel`'s.
@MainActor
public protocol ContainedScreen: UIViewController {
    /// The model that reports this screen's state, once it has one.
    var screenModel: (any ScreenStateReporting)? { get }
}
