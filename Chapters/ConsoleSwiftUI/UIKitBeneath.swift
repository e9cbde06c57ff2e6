// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

// SwiftUI on iOS is drawn by UIKit, and a file that imports SwiftUI sees UIKit: so here.
@_exported import ConsoleUIKit

#endif
