import Foundation

/// Why a folder could not be made, in a few words: the nearest part of its path that exists is
/// a file, or a folder the app may not write in.
package enum FolderProblem {
    /// The reason `folder` could not be made.
    package static func reason(making folder: URL) -> String {
        var existing = folder
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            existing = existing.deletingLastPathComponent()
        }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: existing.path, isDirectory: &isFolder)
        if !isFolder.boolValue { return "\(existing.path) is a file, not a folder" }
        return FileManager.default.isWritableFile(atPath: existing.path) ? "the file system refused" : "\(existing.path) is not writable"
    }
}
