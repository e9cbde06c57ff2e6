import Testing

@testable import Chapter4
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("1. Screens from their type")
    struct InstantiationTests {
        @Test("instantiate() returns the controller's own type, with no cast")
        func instantiateReturnsSelf() {
            let settings = SettingsViewController.instantiate()
            #expect(type(of: settings) == SettingsViewController.self)
        }
    }
}
