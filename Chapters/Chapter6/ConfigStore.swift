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
    @Observable private(set) var config: Config?
    /// Why the file could not be read, if it could not; the file itself was moved aside.
    private(set) var readError: String?

    init(file: URL) {
        self.file = file
        config = nil
        readError = nil
        guard let data = FileManager.default.contents(atPath: file.path) else { return }
        do {
            config = try JSONDecoder().decode(Config.self, from: data)
        } catch {
            readError = moveAside()
        }
    }

    /// Writes the whole file at once: a temporary file next to it, then a rename over it, so
    /// a reader sees the old file or the new one, never half of one.
    func write(_ newConfig: Config) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".\(file.lastPathComponent).writing")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: try encoder.encode(newConfig))
        else {
            throw StoreError(
                message: "Could not write \(file.lastPathComponent): its folder, "
                    + "\(file.deletingLastPathComponent().lastPathComponent), cannot be written to."
            )
        }
        guard rename(temporary.path, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw StoreError(message: "Could not replace \(file.lastPathComponent): \(reason).")
        }
        config = newConfig
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
                "The saved config could not be read; it was kept as \(destination.lastPathComponent)."
        } catch {
            return
                "The saved config could not be read, nor moved aside: \(error.localizedDescription)"
        }
    }
}

struct StoreError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
