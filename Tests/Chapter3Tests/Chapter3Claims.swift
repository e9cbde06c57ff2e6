import Testing

@testable import Chapter3

/// Chapter 3's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter3Tests` reads as the chapter's checklist, and a
/// test may show a key window without another test seeing it.
@Suite("Chapter 3: routing services", .serialized, .ordersAnswerAtOnce)
struct Chapter3Claims {}

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
