#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The untyped face of a view that has a view model. It has no associated type, so a table's
/// data source can cast any cell to it and hand over a view model ("shadow type erasure").
@MainActor
public protocol IHaveAnyViewModel: AnyObject {
    /// The view model, untyped, so that code that does not know the view's type can hand one over.
    var anyViewModel: Any? { get set }
}

/// A view (or view controller) that owns a view model and updates itself from it.
@MainActor
public protocol IHaveViewModel: IHaveAnyViewModel {
    /// The type of view model this view shows.
    associatedtype ViewModel
    /// The view model; setting it calls `viewModelChanged(_:)` and listens to its `changed`.
    var viewModel: ViewModel? { get set }
    /// Called when the view model is set, and whenever it raises `changed`.
    func viewModelChanged(_ viewModel: ViewModel)
}

/// The association key for each view's view model, held strongly: the view owns it.
@MainActor
private var viewModelKey: UInt8 = 0

extension IHaveViewModel {
    /// The view model, attached to the view; setting one of another type stops, naming both types.
    public var anyViewModel: Any? {
        get { objc_getAssociatedObject(self, &viewModelKey) }
        set {
            if let newValue, !(newValue is ViewModel) {
                fatalError(
                    "\(Self.self) takes a view model of type \(ViewModel.self), "
                        + "not \(type(of: newValue)). Check what the data source hands this view.")
            }
            (anyViewModel as? INotifyOnChanged)?.changed.unsubscribe(self)
            objc_setAssociatedObject(
                self, &viewModelKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            guard let viewModel = newValue as? ViewModel else { return }
            viewModelChanged(viewModel)
            // The handler reads the view model through the view it is given, so it captures
            // neither: the view model's event does not keep the view model alive.
            (viewModel as? INotifyOnChanged)?.changed.subscribe(self) { view in
                if let viewModel = view.viewModel {
                    view.viewModelChanged(viewModel)
                }
            }
        }
    }

    /// The view model, typed: the same value as `anyViewModel`.
    public var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }

    /// Does nothing: a view that shows its view model implements it.
    public func viewModelChanged(_ viewModel: ViewModel) {}
}
