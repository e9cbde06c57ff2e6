import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 9: outlets generated at build time. Each call below is one section of the chapter;
// docs/chapter-9-generated-outlets.md explains every line it prints.
print("Chapter 9: outlets generated at build time")
findingViewsByHand()
whatThePluginGenerated()
typedOutlets()
