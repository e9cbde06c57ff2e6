/// The actor the caller runs on, by name: what the chapter prints instead of a thread. Swift
/// promises where code is isolated, not which thread runs it (on Linux the main actor itself
/// moves off the main thread after an `await`), so this is what stays the same on every run.
func isolationName(_ actor: isolated (any Actor)? = #isolation) -> String {
    actor.map { "\(type(of: $0))" } ?? "no actor"
}
