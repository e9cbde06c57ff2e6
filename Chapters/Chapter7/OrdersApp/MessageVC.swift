import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A screen with a title and one line of text.
final class MessageVC: UIViewController {
    private let text: String
    private let label = UILabel()

    init(title: String, text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("MessageVC is built with its title and text.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = text
        view.addSubview(label)
    }
}
