import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The config screen's view model: it starts syncs and reports loading, emptiness and errors
/// to its container. The data itself it leaves in the store.
final class ConfigVM: ScreenStateReporting {
    /// The container, which hears at once what the store could not read: an error for the
    /// screen, shown as soon as it appears.
    weak var stateListener: (any ScreenStateListener)? {
        didSet {
            if let error = repository.store.readError {
                stateListener?.showError(error)
            }
        }
    }
    let repository: ConfigRepository

    init(repository: ConfigRepository) {
        self.repository = repository
    }

    func refresh() async {
        stateListener?.beginLoading()
        await repository.sync()
        stateListener?.endLoading()
        stateListener?.showEmpty(repository.store.config == nil)
        if let error = repository.takeError() {
            stateListener?.showError(error)
        }
    }
}

/// The content: what the store holds, redrawn whenever the store changes.
final class ConfigVC: UIViewController {
    private let store: ConfigStore
    private let greetingLabel = UILabel()
    private let pageLabel = UILabel()

    init(store: ConfigStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("ConfigVC is built with the store it shows.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(greetingLabel)
        view.addSubview(pageLabel)
        show(store.config)
        store.$config.subscribe(self) { screen, config in screen.show(config) }
    }

    private func show(_ config: Config?) {
        greetingLabel.text = config.map { "Greeting: \($0.greeting)" }
        pageLabel.text = config.map { "Orders per page: \($0.ordersPerPage)" }
        greetingLabel.isHidden = config == nil
        pageLabel.isHidden = config == nil
    }
}
