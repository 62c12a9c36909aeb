import AppSupport
import Foundation

/// The compiled layouts' cache (`LayoutSourceCompiler.cacheDirectory`): one folder a build, named by the
/// 16-hex-digit hash of everything that went in. It does not grow without end: each time a build is written,
/// only the `kept` builds used most recently stay (a folder's modification date is when it was last built or
/// used; a build found in the cache is marked used).
package enum LayoutBuildCache {
    /// How many builds the cache keeps.
    package static let kept = 8

    /// Where one build is written: its folder, the cache that folder is in, and whether that cache is the
    /// fallback (then the compiler's own module cache must go there too, as the cache home cannot be written).
    package struct Place {
        /// The build's own folder, made.
        package var folder: URL
        /// The cache it is in.
        package var cache: URL
        /// Whether `cache` is the private fallback folder, not the one asked for.
        package var isFallback: Bool
    }

    /// The folder build `key` is written to, made if need be, and the cache it is in: under `cache`; when
    /// `cache` cannot be written (a file in its way, no permission, a read-only disk), under a private
    /// folder in the temporary directory (`fallback`), said once on stderr, so the layout is built anyway.
    package static func folder(for key: String, in cache: URL, fallback: URL = fallbackDirectory) throws(PlaygroundError) -> Place {
        let folder = cache.appendingPathComponent(key)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if access(folder.path, W_OK) == 0 { return Place(folder: folder, cache: cache, isFallback: false) }
        } catch {}
        let reason = FolderProblem.reason(making: folder)
        try PrivateFolder.make(fallback.appendingPathComponent(key))
        if warnedAbout.insert(cache.path) {
            TerminalLine.writeToStandardError("warning: the layout build cache \(cache.path) cannot be written (\(reason)); building in \(fallback.path) instead")
        }
        return Place(folder: fallback.appendingPathComponent(key), cache: fallback, isFallback: true)
    }

    /// Where builds go when the cache cannot be written: the user's own folder in the temporary directory.
    package static var fallbackDirectory: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("collection-playground-\(getuid())/layouts")
    }

    /// The caches already said to be unwritable (said once a run).
    private static let warnedAbout = WarnedCaches()

    /// A set of paths, safe to share between the builds of a gallery's workers.
    private final class WarnedCaches: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []
        /// Adds `path`; true when it was not there before.
        func insert(_ path: String) -> Bool { lock.withLock { paths.insert(path).inserted } }
    }

    /// Marks a build's folder as just used, so that a build in use is among those kept.
    package static func touch(_ folder: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
    }

    /// Removes the build folders of `directory` past the `keeping` most recently used, never `sparing` (the
    /// build just written); anything that is not a build's folder is left alone. Returns the names removed.
    @discardableResult
    package static func prune(_ directory: URL, keeping: Int = kept, sparing: String? = nil) -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return [] }
        let builds = names.compactMap { name -> (name: String, used: Date)? in
            guard isBuildName(name) else { return nil }
            let path = directory.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let used = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return nil }
            return (name, used)
        }
        let newestFirst = builds.sorted { $0.used != $1.used ? $0.used > $1.used : $0.name < $1.name }
        var removed: [String] = []
        for (index, build) in newestFirst.enumerated() where index >= keeping && build.name != sparing {
            if (try? manager.removeItem(at: directory.appendingPathComponent(build.name))) != nil { removed.append(build.name) }
        }
        return removed
    }

    /// Whether a name is a build folder's: 16 hex digits (`LayoutSourceCompiler.hash`).
    package static func isBuildName(_ name: String) -> Bool {
        name.count == 16 && name.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}
