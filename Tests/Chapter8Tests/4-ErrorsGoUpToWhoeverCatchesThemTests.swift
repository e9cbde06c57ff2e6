import TestSupport
import Testing

@testable import Chapter8
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("4. Errors go up to whoever catches them")
    struct ErrorsTests {
        @Test("Each error of the talk's table reaches the model that catches it")
        func theTalksErrorTable() {
            let tree = AppTree(container: Container())
            var caughtBy: [String] = []
            tree.signUp.handleError(ValidationError.self) { _ in caughtBy.append("SignUpModel") }
            tree.search.handleError(NoResults.self) { _ in caughtBy.append("SearchModel") }
            tree.mainFlow.handleError(SubscriptionExpired.self) { _ in caughtBy.append("MainFlow") }
            tree.session.handleError(BadToken.self) { _ in caughtBy.append("Session") }
            tree.email.reportError(ValidationError())
            tree.filters.reportError(NoResults())
            tree.filters.reportError(SubscriptionExpired())
            tree.details.reportError(BadToken())
            #expect(caughtBy == ["SignUpModel", "SearchModel", "MainFlow", "Session"])
        }

        @Test("An error nobody catches stops, naming it and the path it took")
        func uncaughtErrorStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let tree = AppTree(container: Container())
                    withExtendedLifetime(tree) { tree.email.reportError(Broken()) }
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "Nobody in the tree handled the error Broken. It went EmailFieldModel → "
                        + "SignUpModel → Session"), "\(message)")
        }
    }
}
