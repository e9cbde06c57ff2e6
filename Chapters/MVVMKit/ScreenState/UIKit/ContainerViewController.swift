import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// Shows any content screen as its child, with what every screen needs around it: a loading
/// line while loads are running, a line when there is nothing to show, and errors as an alert
/// over the content, which stays.
@MainActor
open class ContainerViewController: UIViewController, ScreenStateListener {
    /// The screen shown inside, as a child.
    public let content: UIViewController
    private let loadingLabel = UILabel()
    private let emptyLabel = UILabel()
    /// Loads that began and have not ended.
    private(set) var loads = LoadCount()
    private var isEmpty = false
    /// What was reported before the container was on screen, shown as soon as it is.
    private var pendingError: String?

    /// Shows `content`, and becomes the state listener of `model`.
    public init(content: UIViewController, model: any ScreenStateReporting) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        title = content.title
        model.stateListener = self
    }

    /// Wires itself to the model the content says reports its state, as the article's
    /// container does with its content's view model.
    public convenience init(content: some ContainedScreen) {
        guard let model = content.screenModel else {
            fatalError(
                "\(type(of: content)) has no model to report its state yet. Give it its view "
                    + "model before putting it in a container.")
        }
        self.init(content: content, model: model)
    }

    /// Not available: a container is built with its content and its model.
    public required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built with its content and its model.")
    }

    /// Adds the loading and empty lines, showing what was reported before, and the content as a
    /// child.
    open override func viewDidLoad() {
        super.viewDidLoad()
        // What was reported before the view was there is shown now, not reset.
        loadingLabel.text = "Loading..."
        loadingLabel.isHidden = !loads.isLoading
        emptyLabel.text = "Nothing to show yet."
        emptyLabel.isHidden = !isEmpty
        addChild(content)
        for subview in [content.view!, loadingLabel, emptyLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        content.didMove(toParent: self)
        // The content fills the screen; the two lines sit in its middle, over it.
        NSLayoutConstraint.activate([
            content.view.topAnchor.constraint(equalTo: view.topAnchor),
            content.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            content.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            loadingLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            loadingLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            emptyLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            emptyLabel.topAnchor.constraint(equalTo: loadingLabel.bottomAnchor, constant: 8),
        ])
    }

    /// Shows the loading line, and counts the load.
    public func beginLoading() {
        loads.begin()
        loadingLabel.isHidden = false
    }

    /// Ends one load; the line goes when none is left. Stops if none was in progress.
    public func endLoading() {
        loads.end(in: type(of: self))
        loadingLabel.isHidden = !loads.isLoading
    }

    /// Shows or hides the line that says there is nothing to show.
    public func showEmpty(_ isEmpty: Bool) {
        self.isEmpty = isEmpty
        emptyLabel.isHidden = !isEmpty
    }

    /// Presents the error over the content. Reported before the container is on screen (a
    /// load begun in `init`, say), it waits, and shows as soon as the container appears. An
    /// error that comes while another waits or is up joins it, on a line of its own.
    public func showError(_ message: String) {
        guard isOnScreen else {
            pendingError = pendingError.map { $0 + "\n" + message } ?? message
            return
        }
        if let shown = presentedViewController as? UIAlertController {
            shown.message = (shown.message ?? "") + "\n" + message
            return
        }
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// Shows an error reported before the container was on screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let message = pendingError {
            pendingError = nil
            showError(message)
        }
    }

    /// Whether the container's view is in a window: not before it is shown, and not while a
    /// screen pushed over it or a full-screen one presented over it covers it, when UIKit
    /// would refuse to present from it.
    private var isOnScreen: Bool {
        isViewLoaded && view.window != nil
    }
}
