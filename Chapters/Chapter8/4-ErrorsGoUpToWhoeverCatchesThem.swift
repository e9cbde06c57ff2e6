import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

func errorsGoUp(_ tree: AppTree) {
    tree.signUp.onError(ValidationError.self) { _ in
        print("  (SignUpModel highlights the invalid fields)")
    }
    tree.search.onError(NoResults.self) { _ in print("  (SearchModel shows an alert)") }
    tree.mainFlow.onError(SubscriptionExpired.self) { _ in print("  (MainFlow shows the purchases)")
    }
    tree.session.onError(BadToken.self) { _ in
        print("  (Session closes: every model under it goes)")
        for child in tree.session.children {
            child.removeFromParent()
        }
    }
    print("EmailFieldModel finds the address invalid:")
    tree.email.raise(ValidationError())
    print("FiltersModel finds nothing:")
    tree.filters.raise(NoResults())
    print("FiltersModel learns the subscription expired:")
    tree.filters.raise(SubscriptionExpired())
    print("OrderDetailsModel is told its token is bad:")
    tree.details.raise(BadToken())
    print(tree.session.treeDescription)
}
