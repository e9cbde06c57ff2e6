import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A container screen: a banner above any content screen, which it embeds as a child.
final class BannerVC: UIViewController {
    private let content: UIViewController
    private let banner = UILabel()

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("BannerVC is built with its content.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        banner.text = "Free delivery this week"
        view.addSubview(banner)
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
