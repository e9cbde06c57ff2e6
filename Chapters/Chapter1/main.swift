import ChapterRunner
import MVVMKit

// Chapter 1: a DI container in fifty lines. Each section below is one section of the chapter's
// page, in the article's order; docs/chapter-1-di-container.md explains every line it prints.
let chapter = Chapter("Chapter 1: a DI container in fifty lines")
chapter.section("Usage example") { usageExample() }
chapter.section("Critique") { critique() }
chapter.section("Dependencies through a property wrapper") { PropertyWrapper.run() }
chapter.section("Unit tests: a protocol and a second initializer") { SecondInitializer.run() }
chapter.section("Unit tests: a container that builds mocks") { mockContainer() }
chapter.misuse("cycle") { _ = Container().resolve() as Hen }
await chapter.run()
