import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The article's section "Protocol-oriented view models", first step: a controller with a typed
/// view model, handed over when the controller is built.
enum TypedViewModel {
    struct MyViewModel {
        let title: String
    }

    /// As the article writes it: an implicitly unwrapped view model, which the kit's
    /// `ViewModelBased` accepts as it is.
    final class MyViewController: UIViewController, Instantiable, ViewModelBased {
        var viewModel: MyViewModel!
    }

    static func run() {
        let viewController = MyViewController.instantiate(with: MyViewModel(title: "My screen"))
        print(
            "MyViewController.instantiate(with:) built the controller and gave it its view model:")
        print("  viewModel.title is \"\(viewController.viewModel.title)\"")
    }
}
