import MVVMKit

/// "Errors go up to whoever catches them": the talk's table, one error type whose cases are
/// handled by different models; a case a model does not handle goes on up.
func errorsGoUp() {
    let tree = AppTree()
    tree.signUp.handleError(AppError.validation) { signUp, _ in
        print("  (\(signUp.name) highlights the invalid fields)")
    }
    tree.search.handleError(AppError.noResults) { search, _ in
        print("  (\(search.name) shows an alert)")
    }
    tree.mainFlow.handleError(AppError.subscriptionExpired) { flow, _ in
        print("  (\(flow.name) shows the purchases)")
    }
    tree.session.handleError(AppError.badToken) { session, _ in
        print("  (\(session.name) closes: every model under it goes)")
        session.close()
    }
    print("EmailFieldModel finds the address invalid:")
    tree.email.reportError(AppError.validation)
    print("FiltersModel finds nothing:")
    tree.filters.reportError(AppError.noResults)
    print("FiltersModel learns the subscription expired:")
    tree.filters.reportError(AppError.subscriptionExpired)
    print("OrderDetailsModel is told its token is bad:")
    tree.details.reportError(AppError.badToken)
    print(tree.session.treeDescription)
}

/// The talk's table of errors, one enum; each case is handled by a different model.
enum AppError: Error, Hashable {
    case validation
    case noResults
    case subscriptionExpired
    case badToken
}
