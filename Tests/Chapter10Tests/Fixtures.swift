import Foundation
import TestSupport
import Testing

@testable import Chapter10
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

/// The app on a phone of its own (a fresh folder and server, a key window), signed in as
/// `userName` with its first refresh over, unless `userName` is nil.
@MainActor
func withPhone(
    signedInAs userName: String? = "Anna", server: OrdersServer = OrdersServer(),
    _ body: (Phone) async throws -> Void
) async throws {
    try await KeyWindowTurn.take {
        try await withPhoneInTurn(signedInAs: userName, server: server, body)
    }
}

@MainActor
private func withPhoneInTurn(
    signedInAs userName: String?, server: OrdersServer, _ body: (Phone) async throws -> Void
) async throws {
    let phone = Phone()
    try phone.setUp(folderName: "mvvm-by-hand-chapter10-tests-\(UUID().uuidString)")
    defer { phone.tearDown() }
    Device.network = server
    phone.app.start()
    if let userName {
        await phone.type(userName)
        await phone.refreshEnds()
    }
    try await body(phone)
}

/// The list's rows as the screen shows them.
@MainActor
func rows(of phone: Phone) -> [String] {
    (0..<3).compactMap { phone.ordersScreen?.cell(at: $0)?.screenLines().first }
}

/// What a container screen would be told, kept in order.
final class ListenerRecord: ScreenStateListener {
    var heard: [String] = []

    func beginLoading() { heard.append("begin loading") }
    func endLoading() { heard.append("end loading") }
    func showEmpty(_ isEmpty: Bool) { heard.append("empty: \(isEmpty)") }
    func showError(_ message: String) { heard.append("error: \(message)") }
}

/// The orders the app's file holds.
@MainActor
func savedOrders(of phone: Phone) -> [Order] {
    let data = FileManager.default.contents(
        atPath: phone.folder.appendingPathComponent("orders.json").path)
    return data.flatMap { try? JSONDecoder().decode([Order].self, from: $0) } ?? []
}

/// A fresh folder and server for the app's services, for tests that build pieces of the app
/// without its window.
@MainActor
func withDevice(_ body: () async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("mvvm-by-hand-chapter10-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    Device.documents = folder
    Device.network = OrdersServer()
    try await body()
}

/// An open session of the app's on a fresh device, closed after `body`.
@MainActor
func withOpenSession(_ body: (OrdersSession) async throws -> Void) async throws {
    try await withDevice {
        let session = OrdersSession(userName: "Anna")
        session.open()
        defer { session.close() }
        try await body(session)
    }
}
