import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

class Service1 {
    func executeService1() {
        print("execution of Service1")
    }
}

class Service2 {
    func executeService2() {
        print("execution of Service2")
    }
}

class Service3 {
    func executeService3() {
        print("execution of Service3")
    }
}

protocol HasService1 {
    var service1: Service1 { get }
}

protocol HasService2 {
    var service2: Service2 { get }
}

protocol HasService3 {
    var service3: Service3 { get }
}

/// The article's section "Protocol composition for services": each view model lists the services it
/// uses, and one object provides them all.
enum ByComposition {
    struct MyViewModel: ViewModelWithServices {
        typealias Services = HasService1 & HasService2

        init(withServices services: Services) {
            services.service1.executeService1()
            services.service2.executeService2()
        }
    }

    struct MyOtherViewModel: ViewModelWithServices {
        typealias Services = HasService2 & HasService3

        init(withServices services: Services) {
            services.service2.executeService2()
            services.service3.executeService3()
        }
    }

    final class MyServices: HasService1, HasService2, HasService3 {
        let service1 = Service1()
        let service2 = Service2()
        let service3 = Service3()
    }

    final class MyViewController: UIViewController, Instantiable, ViewModelBased {
        typealias ViewModelType = MyViewModel
    }

    final class MyViewController2: UIViewController, Instantiable, ViewModelBased {
        typealias ViewModelType = MyOtherViewModel
    }

    static func run() {
        let myServices = MyServices()
        print("MyViewController's view model uses services 1 and 2:")
        _ = MyViewController.instantiate(withServices: myServices)
        print("MyViewController2's view model uses services 2 and 3:")
        _ = MyViewController2.instantiate(withServices: myServices)
        print("The same MyServices for both; each view model reaches only what it listed.")
    }
}
