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

/// Makes Ctrl-C end a watch with one line and status 0: a watch writes no file of its own, so
/// there is nothing to undo, whether it was waiting or building.
public func endWatchingOnInterrupt() {
    signal(SIGINT) { _ in
        print("\nStopped watching.")
        exit(0)
    }
}
