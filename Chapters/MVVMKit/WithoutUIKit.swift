// On iOS the kit's files import UIKit and SwiftUI themselves, and this file does nothing. Where
// there is no UIKit (Linux, macOS), the console's stand-ins take their place, and a file that
// imports the kit sees them, as a file that imports SwiftUI sees UIKit on iOS.
#if !canImport(UIKit)
@_exported import ConsoleSwiftUI
@_exported import ConsoleUIKit
#endif
