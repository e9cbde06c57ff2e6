import Foundation

/// What the device gives every app: a folder for its files (an iOS app's Documents folder), a
/// network (here a scripted server) and a log (`os_log` on iOS, the console here). The console
/// sets them once, before the first session, and a test sets its own; the services read them
/// when they are built.
public enum Device {
    public static var documents = FileManager.default.temporaryDirectory
    public static var network = OrdersServer()
    public static var log: (String) -> Void = { print($0) }
}

/// The actor the caller runs on, by name: what the app prints instead of a thread, because
/// Swift promises where code is isolated, not which thread runs it.
func isolationName(_ actor: isolated (any Actor)? = #isolation) -> String {
    actor.map { "\(type(of: $0))" } ?? "no actor"
}
