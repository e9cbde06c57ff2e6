import ChapterRunner

/// The console of the device the chapter plays: the app's log lines, which its files write with
/// `print` as an app does, go through the chapters' own `print`, so that the tests' process
/// keeps them out of `swift test`'s list of claims. (In an app they are Swift's `print`.)
nonisolated func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    ChapterRunner.print(items.map { "\($0)" }.joined(separator: separator), terminator: terminator)
}
