import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's own folders for what outlives a run (recovery copies, `window.json`, `recent.json`):
/// they hold what a user made and where their files are, so they are the user's alone — folders
/// 0700, files 0600.
package enum PrivateFolder {
    /// The mode of a file written into one.
    package static let fileMode: mode_t = 0o600

    /// Makes `folder` (with its missing parents) owner-only; an app folder made wider by an earlier
    /// version is narrowed. Throws `cannot make the folder …: why`.
    package static func make(_ folder: URL) throws(PlaygroundError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: NSNumber(value: 0o700)])
        } catch {
            throw PlaygroundError("cannot make the folder \(folder.path): \(FolderProblem.reason(making: folder))")
        }
        var status = stat()
        if stat(folder.path, &status) == 0, status.st_mode & 0o7777 != 0o700 { chmod(folder.path, 0o700) }
    }

    /// Writes `bytes` to `file` owner-only (by way of a temporary file and a rename), its folder made first.
    package static func write(_ bytes: [UInt8], to file: URL) throws(PlaygroundError) {
        try make(file.deletingLastPathComponent())
        try AtomicFile.write(bytes, to: file.path, permissions: fileMode)
    }
}
