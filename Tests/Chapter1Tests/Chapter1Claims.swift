import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// Chapter 1's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter1Tests` reads as the chapter's checklist, and a
/// test may set `ContainerHolder.container` without another test seeing it.
@Suite("Chapter 1: a DI container in fifty lines", .serialized)
struct Chapter1Claims {}

/// Puts a fresh container in `ContainerHolder.container` for one test, and takes it away
/// afterwards.
struct FreshContainerHolder: TestTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await MainActor.run { ContainerHolder.container = ContainerMock() }
        do {
            try await function()
        } catch {
            await MainActor.run { ContainerHolder.container = nil }
            throw error
        }
        await MainActor.run { ContainerHolder.container = nil }
    }
}

extension Trait where Self == FreshContainerHolder {
    static var freshContainerHolder: Self { Self() }
}

/// The container that `.freshContainerHolder` put in the holder.
@MainActor
var holderContainer: ContainerMock {
    ContainerHolder.container as! ContainerMock
}
