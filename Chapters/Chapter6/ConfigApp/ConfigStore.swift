import Foundation
import MVVMKit

/// The settings the app gets from its remote config.
struct Config: Codable, Equatable {
    var greeting: String
    var ordersPerPage: Int
}

/// The app's copy of the config, kept in a JSON file: the single source of truth that screens
/// watch. Nothing hands a config to a screen; a screen reads this store and hears `$config`.
final class ConfigStore {
    let file: URL
    /// Where the writes go, off the main thread.
    let writer: ConfigFile
    @Watched private(set) var config: Config?
    /// The actor the last new config was published on: the main actor, where screens are.
    private(set) var publishedOn: String?
    /// Why the file could not be read, if it could not; the file itself was moved aside.
    private(set) var readError: String?

    init(file: URL) {
        self.file = file
        writer = ConfigFile(url: file)
        config = nil
        readError = nil
        guard let data = FileManager.default.contents(atPath: file.path) else { return }
        do {
            config = try JSONDecoder().decode(Config.self, from: data)
        } catch {
            readError = moveAside()
        }
    }

    /// Writes the whole file at once, off the main thread (`ConfigFile`), then publishes the
    /// new config here, on the main actor, where screens hear it.
    func write(_ newConfig: Config) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try await writer.replace(with: try encoder.encode(newConfig))
        config = newConfig
        publishedOn = isolationName()
    }

    /// Moves an unreadable file to the first free `name.corrupt-N.json`, never over anything,
    /// and says where it went.
    private func moveAside() -> String {
        let folder = file.deletingLastPathComponent()
        let name = file.deletingPathExtension().lastPathComponent
        var number = 1
        var destination = folder.appendingPathComponent("\(name).corrupt-\(number).json")
        while FileManager.default.fileExists(atPath: destination.path) {
            number += 1
            destination = folder.appendingPathComponent("\(name).corrupt-\(number).json")
        }
        do {
            try FileManager.default.moveItem(at: file, to: destination)
            return
                "The saved config could not be read; it was kept as "
                + "\(destination.lastPathComponent)."
        } catch {
            return
                "The saved config could not be read, nor moved aside: \(error.localizedDescription)"
        }
    }
}

/// The file itself: its writes run off the main thread, one at a time.
actor ConfigFile {
    let url: URL
    /// The actor the last write ran on.
    private(set) var lastWriteRanOn: String?

    init(url: URL) {
        self.url = url
    }

    /// A temporary file next to it, then a rename over it, so a reader sees the old file or
    /// the new one, never half of one.
    func replace(with data: Data) throws {
        lastWriteRanOn = isolationName()
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).writing")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw StoreError(
                message: "Could not write \(url.lastPathComponent): its folder, "
                    + "\(url.deletingLastPathComponent().lastPathComponent), cannot be written to.")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw StoreError(message: "Could not replace \(url.lastPathComponent): \(reason).")
        }
    }
}

struct StoreError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
