import ChapterRunner

/// The console of the device the chapter plays: what the sections' handlers write with `print`,
/// as an app's do, goes through the chapters' own `print`, so that the tests' process keeps it
/// out of `swift test`'s list of claims. (In an app it is Swift's `print`.)
nonisolated func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    ChapterRunner.print(items.map { "\($0)" }.joined(separator: separator), terminator: terminator)
}
