import TestSupport
import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("4. Errors go up to whoever catches them")
    struct ErrorsTests {
        @Test("Each case of the talk's error table reaches the model that handles that case")
        func theTalksErrorTable() {
            let tree = AppTree()
            var caughtBy: [String] = []
            tree.signUp.handleError(AppError.validation) { model, _ in caughtBy.append(model.name) }
            tree.search.handleError(AppError.noResults) { model, _ in caughtBy.append(model.name) }
            tree.mainFlow.handleError(AppError.subscriptionExpired) { model, _ in
                caughtBy.append(model.name)
            }
            tree.session.handleError(AppError.badToken) { model, _ in caughtBy.append(model.name) }
            tree.email.reportError(AppError.validation)
            tree.filters.reportError(AppError.noResults)
            tree.filters.reportError(AppError.subscriptionExpired)
            tree.details.reportError(AppError.badToken)
            #expect(caughtBy == ["SignUpModel", "SearchModel", "MainFlow", "Session"])
        }

        @Test("A handler for a whole error type takes every case; one for a case, only that one")
        func typeAndCase() {
            let tree = AppTree()
            var caught: [String] = []
            tree.search.handleError(AppError.noResults) { _, error in
                caught.append("search \(error)")
            }
            tree.mainFlow.handleError(AppError.self) { _, error in caught.append("flow \(error)") }
            tree.filters.reportError(AppError.noResults)
            tree.filters.reportError(AppError.badToken)
            tree.search.removeHandlers(for: AppError.noResults)
            tree.filters.reportError(AppError.noResults)
            #expect(caught == ["search noResults", "flow badToken", "flow noResults"])
        }

        @Test("An error reported as any Error reaches the handler of its real type")
        func existentialErrors() {
            let tree = AppTree()
            var caught = 0
            tree.search.handleError(Broken.self) { _, _ in caught += 1 }
            let error: any Error = Broken()
            tree.filters.reportError(error)
            #expect(caught == 1)
        }

        @Test("Strict: an error nobody handles stops, naming it and the path it took")
        func uncaughtErrorStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let tree = AppTree()
                    withExtendedLifetime(tree) { tree.email.reportError(AppError.noResults) }
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "Nobody in the tree handled the error AppError.noResults. It went "
                        + "EmailFieldModel → SignUpModel → Session"), "\(message)")
        }

        @Test("An error from a model whose session has closed, a late answer, only warns")
        func lateErrorWarns() {
            let tree = AppTree()
            let details: Model = tree.details
            tree.session.close()
            let lines = warnings(under: .strict) { details.reportError(AppError.noResults) }
            #expect(
                lines == [
                    "OrderDetailsModel sent the error AppError.noResults when it was in no open "
                        + "session's tree, and nobody on its way handled it. It went "
                        + "OrderDetailsModel."
                ])
        }
    }
}
