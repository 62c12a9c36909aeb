import AppSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The folder of recovery copies (`XDGDirectories().state`): one JSON file a scene and a window,
/// named by the scene file's name, a hash of its absolute path and the window's process id, written
/// atomically, read back, removed. A window writes and removes only its own copies; it is offered
/// the copies of windows no longer running (and those older versions wrote, without a process id).
public struct RecoveryStore: Sendable {
    /// The folder the copies are in (made when the first copy is written).
    public var folder: URL
    /// The process id of the window whose copies this store writes and removes.
    public var window: Int32
    /// Whether the window of a process id still runs (its copies are its own, not offered).
    public var isRunning: @Sendable (Int32) -> Bool

    /// The store in `folder`, for the window of process `window` (this process by default).
    public init(folder: URL, window: Int32 = getpid(), isRunning: @escaping @Sendable (Int32) -> Bool = RecoveryStore.windowIsRunning) {
        self.folder = folder
        self.window = window
        self.isRunning = isRunning
    }

    /// The store in the user's state folder.
    public init(directories: XDGDirectories = XDGDirectories()) {
        self.init(folder: directories.state)
    }

    /// Whether process `pid` runs and is this program (a process id taken again by another program is not a window).
    public static func windowIsRunning(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
        func name(_ process: String) -> String? {
            (try? String(contentsOfFile: "/proc/\(process)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let own = name("self"), let other = name("\(pid)") else { return true }
        return own == other
    }

    /// `path` made absolute (against the working folder) and standardized, as copies name scenes.
    public static func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }

    /// The start of the names of the scene at `scenePath`'s copies: the scene file's name (without
    /// `.json`) and 16 hex digits of an FNV-1a hash of its absolute path, `NAME-HASH`.
    package static func stem(forScene scenePath: String) -> String {
        let absolute = Self.absolutePath(scenePath)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in absolute.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let name = ((absolute as NSString).lastPathComponent as NSString).deletingPathExtension
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(60))
        let hex = String(hash, radix: 16)
        return "\(safe.isEmpty ? "untitled" : safe)-\(String(repeating: "0", count: 16 - hex.count))\(hex)"
    }

    /// This window's recovery file of the scene at `scenePath`: `NAME-HASH.PID.json`.
    public func fileURL(forScene scenePath: String) -> URL {
        folder.appendingPathComponent("\(Self.stem(forScene: scenePath)).\(window).json")
    }

    /// The recovery file an older version wrote for the scene (no window's): `NAME-HASH.json`.
    public func unownedFileURL(forScene scenePath: String) -> URL {
        folder.appendingPathComponent("\(Self.stem(forScene: scenePath)).json")
    }

    /// Every recovery file of the scene at `scenePath`, with the process id of the window that wrote it (nil: an older version).
    package func files(forScene scenePath: String) -> [(file: URL, window: Int32?)] {
        let stem = Self.stem(forScene: scenePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            guard name.hasPrefix(stem + "."), name.hasSuffix(".json") else { return nil }
            let middle = name.dropFirst(stem.count + 1).dropLast(".json".count)
            if middle.isEmpty { return (folder.appendingPathComponent(name), nil) }
            guard let pid = Int32(middle), pid > 0 else { return nil }
            return (folder.appendingPathComponent(name), pid)
        }
    }

    /// Writes `copy` to this window's recovery file of its scene by way of a temporary file and a
    /// rename (owner-only, in an owner-only folder).
    public func write(_ copy: RecoveryCopy) throws(PlaygroundError) {
        let bytes: [UInt8]
        do { bytes = try copy.encoded() } catch { throw PlaygroundError("cannot encode a recovery copy: \(error)") }
        try PrivateFolder.write(bytes, to: fileURL(forScene: copy.scenePath))
    }

    /// This window's recovery copy of the scene at `scenePath`, if there is one; throws a one-line
    /// reason when the file is there but cannot be read or is not a copy of that scene.
    public func copy(forScene scenePath: String) throws(PlaygroundError) -> RecoveryCopy? {
        try copy(in: fileURL(forScene: scenePath), forScene: scenePath)
    }

    /// The copy in `file`, if there is one, checked to be of the scene at `scenePath`.
    package func copy(in file: URL, forScene scenePath: String) throws(PlaygroundError) -> RecoveryCopy? {
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

    /// The scene file's last change, if it can be read.
    private static func modified(_ scenePath: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: Self.absolutePath(scenePath)))?[.modificationDate] as? Date
    }

    /// The copy to offer for the scene at `scenePath`, and its file: the newest of the copies of
    /// windows no longer running (this window's too) written after the scene file was last changed
    /// (an older one was overtaken by the file). Another running window's copy is never offered.
    /// Throws as `copy(forScene:)` does.
    public func offeredCopy(forScene scenePath: String) throws(PlaygroundError) -> (copy: RecoveryCopy, file: URL)? {
        let modified = Self.modified(scenePath)
        var newest: (copy: RecoveryCopy, file: URL)?
        for (file, pid) in files(forScene: scenePath) where pid.map({ $0 == window || !isRunning($0) }) ?? true {
            guard let copy = try copy(in: file, forScene: scenePath), modified.map({ copy.writtenDate > $0 }) ?? true else { continue }
            if copy.writtenAt > newest?.copy.writtenAt ?? -.infinity { newest = (copy, file) }
        }
        return newest
    }

    /// The copy `offeredCopy(forScene:)` offers, without its file.
    public func copyNewerThanScene(_ scenePath: String) throws(PlaygroundError) -> RecoveryCopy? {
        try offeredCopy(forScene: scenePath)?.copy
    }

    /// Removes the copies of the scene at `scenePath` that windows no longer running left and the
    /// scene file has overtaken since (saved after them); a copy that cannot be read is left.
    public func removeOvertakenCopies(forScene scenePath: String) {
        guard let modified = Self.modified(scenePath) else { return }
        for (file, pid) in files(forScene: scenePath) where pid.map({ $0 != window && !isRunning($0) }) ?? true {
            guard let copy = try? copy(in: file, forScene: scenePath), copy.writtenDate <= modified else { continue }
            try? FileManager.default.removeItem(at: file)
        }
    }

    /// Removes this window's recovery file of the scene at `scenePath`, if there is one.
    public func remove(forScene scenePath: String) {
        try? FileManager.default.removeItem(at: fileURL(forScene: scenePath))
    }
}
