import Foundation

/// The folder of recovery copies (`XDGDirectories().state`): one JSON file a scene, named by the
/// scene file's name and a hash of its absolute path, written atomically, read back, removed.
public struct RecoveryStore: Sendable {
    /// The folder the copies are in (made when the first copy is written).
    public var folder: URL

    /// The store in `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// The store in the user's state folder.
    public init(directories: XDGDirectories = XDGDirectories()) {
        folder = directories.state
    }

    /// `path` made absolute (against the working folder) and standardized, as copies name scenes.
    public static func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }

    /// The recovery file of the scene at `scenePath`: `NAME-HASH.json`, the scene file's name
    /// (without `.json`) and 16 hex digits of an FNV-1a hash of its absolute path.
    public func fileURL(forScene scenePath: String) -> URL {
        let absolute = Self.absolutePath(scenePath)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in absolute.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let name = ((absolute as NSString).lastPathComponent as NSString).deletingPathExtension
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(60))
        let hex = String(hash, radix: 16)
        return folder.appendingPathComponent("\(safe.isEmpty ? "untitled" : safe)-\(String(repeating: "0", count: 16 - hex.count))\(hex).json")
    }

    /// Writes `copy` to its scene's recovery file by way of a temporary file and a rename.
    public func write(_ copy: RecoveryCopy) throws(PlaygroundError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError("cannot make the folder \(folder.path): \(FolderProblem.reason(making: folder))")
        }
        let bytes: [UInt8]
        do { bytes = try copy.encoded() } catch { throw PlaygroundError("cannot encode a recovery copy: \(error)") }
        try AtomicFile.write(bytes, to: fileURL(forScene: copy.scenePath).path)
    }

    /// The recovery copy of the scene at `scenePath`, if there is one; throws a one-line reason
    /// when the file is there but cannot be read or is not a copy of that scene.
    public func copy(forScene scenePath: String) throws(PlaygroundError) -> RecoveryCopy? {
        let file = fileURL(forScene: scenePath)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do { data = try Data(contentsOf: file) } catch { throw PlaygroundError("\(file.path): cannot be read") }
        let copy: RecoveryCopy
        do { copy = try RecoveryCopy.decode(data) } catch { throw PlaygroundError("\(file.path): \(error.description)") }
        guard copy.scenePath == Self.absolutePath(scenePath) else {
            throw PlaygroundError("\(file.path): a recovery copy of \(copy.scenePath), not of \(Self.absolutePath(scenePath))")
        }
        return copy
    }

    /// The recovery copy of the scene at `scenePath` when it was written after the scene file was
    /// last changed (an older one was overtaken by the file); throws as `copy(forScene:)` does.
    public func copyNewerThanScene(_ scenePath: String) throws(PlaygroundError) -> RecoveryCopy? {
        guard let copy = try copy(forScene: scenePath) else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: Self.absolutePath(scenePath))
        guard let modified = attributes?[.modificationDate] as? Date else { return copy }
        return copy.writtenDate > modified ? copy : nil
    }

    /// Removes the recovery file of the scene at `scenePath`, if there is one.
    public func remove(forScene scenePath: String) {
        try? FileManager.default.removeItem(at: fileURL(forScene: scenePath))
    }
}
