import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 9: outlets generated at build time. Each section below is one section of the
// chapter's page; docs/chapter-9-generated-outlets.md explains every line it prints.
let chapter = Chapter("Chapter 9: outlets generated at build time")
chapter.section("Finding views by hand") { findingViewsByHand() }
chapter.section("What the plugin generates") { whatThePluginGenerates() }
chapter.section("Typed outlets in use") { typedOutlets() }
chapter.section("Binding the outlets to a view model") { bindingTheOutlets() }
await chapter.run()
