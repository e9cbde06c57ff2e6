import Foundation

@testable import Chapter6
@testable import MVVMKit

/// A folder of its own for one test, under the temporary directory; removed after.
func withFolder<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("chapter6-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

let sampleConfig = Config(greeting: "Hello", ordersPerPage: 20)

/// A view model that reports nothing by itself; the tests drive its container directly.
final class SilentModel: ScreenStateReporting {
    weak var stateListener: (any ScreenStateListener)?
}

/// The app's one window scene, which every window of the tests is shown in.
var appScene: UIWindowScene {
    UIApplication.shared.connectedScenes.first as! UIWindowScene
}
