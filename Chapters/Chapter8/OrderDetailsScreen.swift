import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A screen for a model: it holds the model's place in the tree, and nothing else.
final class OrderDetailsScreen: UIViewController {
    private let link: ScreenLink

    init(model: Model) {
        link = ScreenLink(model)
        super.init(nibName: nil, bundle: nil)
        title = model.name
    }

    required init?(coder: NSCoder) {
        fatalError("OrderDetailsScreen is built for its model.")
    }
}
