/// Lets the work a tap started on the main actor finish before the chapter goes on: the task
/// the button started, the service call it awaits, and the redraw it asks for. The main actor
/// runs its jobs in the order they were queued, and each of those takes a turn or two, so ten
/// turns are more than enough, and end at the same place on every run.
func letTheTapFinish() async {
    for _ in 0..<10 {
        await Task.yield()
    }
}
