import MVVMKit

// Chapter 2's section 9: one label on screen kept current by UIKit's update pass, which tracks
// the `@Observable` model read in `updateProperties()`, against the same label kept current by
// an event the controller subscribed to. Both redraw the same screen for each change.

@Observable
final class TrackedName {
    var name = ""
}

final class TrackingVC: UIViewController {
    let model = TrackedName()
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
    }

    override func updateProperties() {
        super.updateProperties()
        label.text = model.name
    }
}

final class WatchedName {
    @Watched var name = ""
}

final class SubscribingVC: UIViewController {
    let viewModel = WatchedName()
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        viewModel.$name.subscribe(self) { this, name in this.label.text = name }
    }
}

func updatePassCases(operations n: Int) -> [Case] {
    MVVMKit.Screen.output = { _ in }
    let window = UIWindow(
        windowScene: UIApplication.shared.connectedScenes.first as! UIWindowScene)
    window.makeKeyAndVisible()
    let subscribing = SubscribingVC()
    let tracking = TrackingVC()
    let event = Case("a model change redrawn through an event") {
        window.rootViewController = subscribing
        return timed(n) {
            for index in 0..<n {
                MVVMKit.Screen.change {
                    subscribing.viewModel.name = index & 1 == 0 ? "Even" : "Odd"
                }
            }
            consume(subscribing.label)
        }
    }
    let tracked = Case("a model change redrawn through UIKit's tracking", floor: event) {
        window.rootViewController = tracking
        return timed(n) {
            for index in 0..<n {
                MVVMKit.Screen.change { tracking.model.name = index & 1 == 0 ? "Even" : "Odd" }
            }
            guard tracking.label.text == (n & 1 == 0 ? "Odd" : "Even") else {
                fatalError("UIKit's update pass did not keep the label current.")
            }
        }
    }
    return [event, tracked]
}
