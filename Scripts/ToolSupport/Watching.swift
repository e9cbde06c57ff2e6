import Foundation

/// The modification dates of the files under `folders`, by path: what the watches compare to
/// see a save. Hidden files and folders (`.build`, `.git`) are left out.
public func modificationDates(under folders: [URL]) -> [String: Date] {
    var dates: [String: Date] = [:]
    for folder in folders {
        let files = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.contentModificationDateKey],
            options: [.skipsHiddenFiles])
        while let file = files?.nextObject() as? URL {
            let values = try? file.resourceValues(forKeys: [.contentModificationDateKey])
            if let date = values?.contentModificationDate {
                dates[file.path] = date
            }
        }
    }
    return dates
}

/// Sees a save: the watched files' modification dates differ from those of the last look.
public struct SaveDetector {
    private let dates: () -> [String: Date]
    private var seen: [String: Date]

    /// `dates` gives the watched files' modification dates by path (a test gives its own).
    public init(_ dates: @escaping () -> [String: Date]) {
        self.dates = dates
        seen = dates()
    }

    public init(under folders: [URL]) {
        self.init { modificationDates(under: folders) }
    }

    /// Whether a file was saved, made or removed since the last look.
    public mutating func sawASave() -> Bool {
        let now = dates()
        guard now != seen else { return false }
        seen = now
        return true
    }
}

/// The watches' loop: `answerASave` looks once and answers what it found, saying whether it
/// found a save; between looks that found nothing, a quarter of a second passes. Ctrl-C ends
/// it (`endWatchingOnInterrupt()`).
public func keepWatching(_ answerASave: () throws -> Bool) rethrows -> Never {
    while true {
        if try answerASave() {
            fflush(nil)
        } else {
            Thread.sleep(forTimeInterval: 0.25)
        }
    }
}

/// Makes Ctrl-C end a watch with one line and status 0: a watch writes no file of its own, so
/// there is nothing to undo, whether it was waiting or building.
public func endWatchingOnInterrupt() {
    signal(SIGINT) { _ in
        print("\nStopped watching.")
        exit(0)
    }
}
