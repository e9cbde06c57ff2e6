import TestSupport
import Testing

/// The article's claims about what can go wrong are about the compiler, so they are checked
/// by compiling small files that import MVVMKit, as a reader's own file would.
extension Chapter1Claims {
    @Suite("2. Critique: what the compiler guarantees")
    struct CritiqueTests {
        static let types = """
            import MVVMKit
            final class Provider: ISingleton {
                init(container: any IContainer, args: Void) {}
            }
            final class ViewModel: IPerRequest {
                struct Args { let customerId: Int }
                init(container: any IContainer, args: Args) {}
            }
            final class NotResolvable {}
            let container = Container()

            """

        @Test("The container is short: Container.swift holds under fifty lines of code")
        func theContainerIsShort() throws {
            let source = try String(
                contentsOf: Workspace.file("Chapters/MVVMKit/DI/Container.swift"), encoding: .utf8)
            let code = source.split(separator: "\n").filter {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return !line.isEmpty && !line.hasPrefix("//")
            }
            #expect(code.count < 50, "\(code.count) lines of code")
        }

        @Test("Resolving returns the instance itself: no optional to unwrap, no error to catch")
        func resolveIsNeitherOptionalNorThrowing() async throws {
            let result = try await typecheck(
                Self.types + """
                    let provider: Provider = container.resolve()
                    let viewModel: ViewModel = container.resolve(args: .init(customerId: 42))
                    """)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }

        @Test("Resolving a type that is not resolvable does not compile")
        func notResolvableDoesNotCompile() async throws {
            let result = try await typecheck(
                Self.types + "let thing: NotResolvable = container.resolve()\n")
            #expect(result.status != 0)
            #expect(
                result.stderr.contains("requires that 'NotResolvable' conform to 'IResolvable'"),
                "\(result.stderr)")
        }

        @Test("Passing arguments of the wrong type does not compile")
        func wrongArgumentsDoNotCompile() async throws {
            let result = try await typecheck(
                Self.types + "let viewModel: ViewModel = container.resolve(args: \"42\")\n")
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "cannot convert value of type 'String' to expected argument type "
                        + "'ViewModel.Args'"
                ),
                "\(result.stderr)")
        }

        @Test("Forgetting the arguments does not compile")
        func missingArgumentsDoNotCompile() async throws {
            let result = try await typecheck(
                Self.types + "let viewModel: ViewModel = container.resolve()\n")
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "requires the types 'ViewModel.Args' and '()' be equivalent"),
                "\(result.stderr)")
        }
    }
}
