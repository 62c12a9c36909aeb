import Foundation

/// The compiled layouts' cache (`LayoutSourceCompiler.cacheDirectory`): one folder a build, named by the
/// 16-hex-digit hash of everything that went in. It does not grow without end: each time a build is written,
/// only the `kept` builds used most recently stay (a folder's modification date is when it was last built or
/// used; a build found in the cache is marked used).
enum LayoutBuildCache {
    /// How many builds the cache keeps.
    static let kept = 8

    /// Marks a build's folder as just used, so that a build in use is among those kept.
    static func touch(_ folder: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
    }

    /// Removes the build folders of `directory` past the `keeping` most recently used, never `sparing` (the
    /// build just written); anything that is not a build's folder is left alone. Returns the names removed.
    @discardableResult
    static func prune(_ directory: URL, keeping: Int = kept, sparing: String? = nil) -> [String] {
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
    static func isBuildName(_ name: String) -> Bool {
        name.count == 16 && name.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}
