import Testing

@testable import Chapter2

/// Chapter 2's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter2Tests` reads as the chapter's checklist.
@Suite("Chapter 2: MVVM with events and observable wrappers", .serialized, .ordersAnswerAtOnce)
struct Chapter2Claims {}

/// The chapter's provider answers at once in these tests: nothing here waits on the clock.
struct OrdersAnswerAtOnce: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await MainActor.run { OrdersProvider.delay = .zero }
        try await function()
    }
}

extension Trait where Self == OrdersAnswerAtOnce {
    static var ordersAnswerAtOnce: Self { Self() }
}
