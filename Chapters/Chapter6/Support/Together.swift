/// Starts both on the main actor, one after the other, and waits for both to end.
///
/// Both tasks are queued on the main actor before either runs, and the main actor runs its
/// jobs in the order they were queued: the first sync runs until its first `await`, then the
/// second starts, before the first resumes. So two syncs always overlap the same way, on
/// every run and under the thread sanitizer; `async let` would start each on the global pool
/// first, and the order in which they reach the main actor would be left to timing.
func together(
    _ first: @escaping @MainActor () async -> Void, _ second: @escaping @MainActor () async -> Void
) async {
    let one = Task { await first() }
    let two = Task { await second() }
    await one.value
    await two.value
}
