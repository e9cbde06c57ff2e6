import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "What the plugin generates": the extension's own summary of itself.
func whatThePluginGenerates() {
    print("From LoginScreen.layout, the build wrote an extension of LoginViewController with")
    print("loadLayout(), which makes these views and tags them, and a typed property for each:")
    for line in LoginViewController.generatedOutlets.split(separator: "\n") {
        print("  \(line)")
    }
}
