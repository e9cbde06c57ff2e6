import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Going further": the controller builds its view model too, from the services it needs.
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

    static func run() {
        let myService = MyService()
        let viewController = MyViewController.instantiate(withServices: myService)
        print(
            "MyViewController.instantiate(withServices:) built its \(type(of: viewController.viewModel!))"
        )
        print("from a MyService; the compiler checked that a MyService is what it takes.")
    }
}
