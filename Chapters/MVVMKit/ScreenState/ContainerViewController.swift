import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// Shows any content screen as its child, with what every screen needs around it: a loading
/// line while loads are running, a line when there is nothing to show, and errors as an alert
/// over the content, which stays.
@MainActor
open class ContainerViewController: UIViewController, ScreenStateListener {
    public let content: UIViewController
    private let loadingLabel = UILabel()
    private let emptyLabel = UILabel()
    /// Loads that began and have not ended: two overlapping loads keep the line up until both
    /// are over.
    public private(set) var loadsInProgress = 0

    public init(content: UIViewController, model: any ScreenStateReporting) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        title = content.title
        model.stateListener = self
    }

    public required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built with its content and its model.")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        loadingLabel.text = "Loading..."
        loadingLabel.isHidden = true
        emptyLabel.text = "Nothing to show yet."
        emptyLabel.isHidden = true
        view.addSubview(loadingLabel)
        view.addSubview(emptyLabel)
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    public func beginLoading() {
        loadsInProgress += 1
        loadingLabel.isHidden = false
    }

    public func endLoading() {
        guard loadsInProgress > 0 else {
            fatalError(
                "\(type(of: self)) was told a load ended while none was in progress. Call "
                    + "beginLoading() before each endLoading(), once each.")
        }
        loadsInProgress -= 1
        loadingLabel.isHidden = loadsInProgress == 0
    }

    public func showEmpty(_ isEmpty: Bool) {
        emptyLabel.isHidden = !isEmpty
    }

    /// Presents the error over the content. The container must be on screen: an alert from a
    /// screen nobody sees would never be dismissed.
    public func showError(_ message: String) {
        guard isOnScreen else {
            fatalError(
                "\(type(of: self)) cannot show the error \"\(message)\": it is not in the key "
                    + "window. Show the container (as the window's root, or inside what is) first.")
        }
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// Whether this controller is the key window's root or inside it.
    private var isOnScreen: Bool {
        let keyWindow = UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        var controller: UIViewController? = self
        while let current = controller {
            if current === keyWindow?.rootViewController { return true }
            controller = current.parent ?? current.presentingViewController
        }
        return false
    }
}
