#if canImport(UIKit)
import UIKit
#endif

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// A controller with a typed view model, set once when the controller is built.
///
/// The requirement is implicitly unwrapped, so `var viewModel: MyViewModel!`, which a reader
/// writes naturally (and which the article's controller has), conforms. A controller that
/// declares nothing gets the default below, which says what to call when it is read unset.
@MainActor
public protocol ViewModelBased: AnyObject {
    /// The type of view model the screen shows.
    associatedtype ViewModelType
    /// The view model, set once, by `instantiate(with:)`.
    var viewModel: ViewModelType! { get set }
}

/// A view model built from the services it declares: `typealias Services = HasService1 &
/// HasService2`, and nothing else is within its reach. (The article calls it `ViewModel`,
/// which is already the name of `IHaveViewModel`'s associated type; the new name says what
/// the protocol adds.)
@MainActor
public protocol ViewModelWithServices {
    /// What the view model declares it needs: usually a composition of service protocols.
    associatedtype Services
    /// Builds the view model from the services it declares.
    init(withServices services: Services)
}

/// The association key for each controller's view model.
@MainActor
private var viewModelKey: UInt8 = 0

extension ViewModelBased {
    /// The view model, attached to the controller; reading it before it was set stops, saying so.
    public var viewModel: ViewModelType! {
        get {
            guard let viewModel = objc_getAssociatedObject(self, &viewModelKey) as? ViewModelType
            else {
                fatalError(
                    "\(Self.self).viewModel was read before it was set. Build the controller "
                        + "with \(Self.self).instantiate(with:) or instantiate(withServices:), "
                        + "which set it.")
            }
            return viewModel
        }
        set {
            objc_setAssociatedObject(
                self, &viewModelKey, newValue.map { $0 as Any }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}

extension ViewModelBased where Self: Instantiable {
    /// Builds the controller and hands it `viewModel`.
    public static func instantiate(with viewModel: ViewModelType) -> Self {
        let viewController = instantiate()
        viewController.viewModel = viewModel
        return viewController
    }
}

extension ViewModelBased where Self: Instantiable, ViewModelType: ViewModelWithServices {
    /// Builds the controller and its view model from `services`: anything that provides at
    /// least the services the view model declares. The compiler checks it.
    public static func instantiate(withServices services: ViewModelType.Services) -> Self {
        let viewController = instantiate()
        viewController.viewModel = ViewModelType(withServices: services)
        return viewController
    }
}
