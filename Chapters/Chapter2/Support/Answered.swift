import ChapterRunner

extension OrdersProvider {
    /// Waits until the provider has been asked and has answered, so the chapter can tell what
    /// happened next. A view's `.task` asks it from a task of its own, which may not have
    /// started yet: until then, this lets other work run.
    func answered() async {
        await waitUntil("the orders provider to be asked") { answer != nil }
        await answer?.value
    }
}
