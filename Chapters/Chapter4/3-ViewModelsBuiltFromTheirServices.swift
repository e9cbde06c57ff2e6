import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The article's section "Going further": the controller builds its view model too, from the
/// services it needs.
enum FromServices {
    class MyService {
        func executeService() {
            print("Service execution")
        }
    }

    struct MyViewModel: ViewModelWithServices {
        typealias Services = MyService

        init(withServices services: Services) {
            services.executeService()
        }
    }

    final class MyViewController: UIViewController, Instantiable, ViewModelBased {
        typealias ViewModelType = MyViewModel
    }

    /// What a test or a preview hands the controller: other services, never another view model.
    final class StubService: MyService {
        // MyService's implicit initializer is nonisolated, so the override must say so too.
        nonisolated override init() {}

        override func executeService() {
            print("Stub service execution")
        }
    }

    static func run() {
        let myService = MyService()
        let viewController = MyViewController.instantiate(withServices: myService)
        print(
            "MyViewController.instantiate(withServices:) built its "
                + "\(type(of: viewController.viewModel!))"
        )
        print(
            "from a \(type(of: myService)); the compiler checked that a MyService is what it takes."
        )

        subheading("The price the article warns of: the controller's type names its view model's")
        let stubbed = MyViewController.instantiate(withServices: StubService())
        print(
            "A stub changes what the view model is built from, and it is still a "
                + "\(type(of: stubbed.viewModel!))."
        )
        print("To show this screen with another view model, write another controller.")
    }
}
