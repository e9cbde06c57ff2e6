import MVVMKit
import TestSupport
import Testing

extension Chapter1Claims {
    @Suite("6. Beyond the article: misuse stops with a message that says what to do")
    struct MisuseTests {
        @Test("A dependency cycle stops with the whole chain, at any depth and in any scopes")
        func cycleNamesTheChain() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { _ = Container().resolve() as Chicken }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("Dependency cycle: Chicken -> Egg -> Nest -> Chicken"),
                "\(message)")
        }

        @Test(
            "swift run Chapter1 --misuse cycle stops, naming the hen and the egg that need each other"
        )
        func theChapterShowsTheCycle() async throws {
            let output = try await runProduct("Chapter1", arguments: ["--misuse", "cycle"])
            #expect(output.status == 1, "\(output.stderr)")
            #expect(output.stderr.contains("Hen -> Egg -> Hen"), "\(output.stderr)")
            // The page shows this file: what the terminal prints, the kit's one line and no crash
            // report. Its line number may move with an edit of Container.swift, and may differ.
            let transcript = "$ swift run Chapter1 --misuse cycle\n\(output.stderr)"
            let golden = Workspace.file("Tests/Golden/Misuse/Chapter1-cycle.txt")
            if Golden.isRecording {
                try transcript.write(to: golden, atomically: true, encoding: .utf8)
            }
            let shown = try String(contentsOf: golden, encoding: .utf8)
            let anyLine = { (text: String) in text.replacing(/\.swift:\d+:/, with: ".swift:N:") }
            #expect(
                anyLine(transcript) == anyLine(shown),
                "The terminal printed:\n\(transcript)\nThe page shows:\n\(shown)")
        }

        @Test("A type that resolves itself is a cycle too")
        func selfCycle() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { _ = Container().resolve() as Ouroboros }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(message.contains("Dependency cycle: Ouroboros -> Ouroboros"), "\(message)")
        }

        @Test("A substitute that is not a subclass stops, naming both types")
        func substituteMustBeASubclass() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { ContainerMock().replace(Wheel.self, with: Tyre.self) }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "ContainerMock cannot replace Wheel with Tyre: Tyre is not a subclass of "
                        + "Wheel"),
                "\(message)")
        }

        @Test("Reading @Resolvable before the container is set says what to set")
        func resolvableNeedsTheHolder() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    ContainerHolder.container = nil
                    _ = Dashboard(container: Container(), args: ()).engine
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "@Resolvable Engine was read before ContainerHolder.container was set",
                        "Set ContainerHolder.container = Container()",
                    ], in: message
                ).isEmpty, "\(message)")
        }

        @Test("Reading ContainerHolder.container itself before it is set says what to set")
        func holderNeedsAContainer() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    ContainerHolder.container = nil
                    let engine: Engine = ContainerHolder.container.resolve()
                    _ = engine
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "ContainerHolder.container was read before ContainerHolder.container was "
                            + "set",
                        "Set ContainerHolder.container = Container()",
                    ], in: message
                ).isEmpty, "\(message)")
        }

        @Test("Replacing a singleton that was already resolved stops, naming it and what to do")
        func replacingTooLate() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let container = ContainerMock()
                    _ = container.resolve() as Engine
                    container.replace(Engine.self, with: EngineMock.self)
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "ContainerMock cannot replace Engine with EngineMock: the singleton "
                            + "Engine was "
                            + "already resolved",
                        "Call replace(_:with:) before anything resolves Engine",
                    ], in: message
                ).isEmpty, "\(message)")
        }
    }
}
