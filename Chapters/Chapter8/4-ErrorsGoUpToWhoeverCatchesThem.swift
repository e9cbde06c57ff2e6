import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

func errorsGoUp(_ tree: AppTree) {
    tree.signUp.handleError(ValidationError.self) { _ in
        print("  (SignUpModel highlights the invalid fields)")
    }
    tree.search.handleError(NoResults.self) { _ in print("  (SearchModel shows an alert)") }
    tree.mainFlow.handleError(SubscriptionExpired.self) { _ in
        print("  (MainFlow shows the purchases)")
    }
    tree.session.handleError(BadToken.self) { _ in
        print("  (Session closes: every model under it goes)")
        for child in tree.session.children {
            child.removeFromParent()
        }
    }
    print("EmailFieldModel finds the address invalid:")
    tree.email.reportError(ValidationError())
    print("FiltersModel finds nothing:")
    tree.filters.reportError(NoResults())
    print("FiltersModel learns the subscription expired:")
    tree.filters.reportError(SubscriptionExpired())
    print("OrderDetailsModel is told its token is bad:")
    tree.details.reportError(BadToken())
    print(tree.session.treeDescription)
}
