import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

func growingTheTree(_ tree: AppTree) {
    print(tree.session.treeDescription)
}
