import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes every file the playground makes (screenshots, `--state-on-exit`, gallery, docs,
/// filmstrips): the bytes go to a temporary file beside the target, are flushed to the disk,
/// and only then renamed over the target — so an interrupted or failed write never leaves a
/// truncated file, and the old file (if any) stays whole. A failure is one line saying why.
package enum AtomicFile {
    /// Writes one chunk of bytes to a descriptor as POSIX `write` does (tests pass a failing one).
    package typealias ChunkWriter = (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int

    /// Writes `bytes` to `path` by way of a temporary file and a rename. The file gets `permissions`
    /// when given; otherwise a file already at `path` keeps its mode (a private 0600 scene stays
    /// private) and a new one is 0644 less the umask.
    package static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil,
                      chunkWriter: ChunkWriter = { descriptor, bytes in Glibc.write(descriptor, bytes.baseAddress, bytes.count) })
        throws(PlaygroundError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw PlaygroundError("cannot write \(path): it is a folder")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = ((folder.isEmpty ? "." : folder) as NSString)
            .appendingPathComponent(".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        var existing = stat()
        let mode = permissions ?? (stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil)
        // Made owner-only, then given the mode exactly (the umask would narrow a kept mode).
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode == nil ? 0o644 : 0o600)
        guard descriptor >= 0 else { throw failure(path, errno: errno, folder: folder) }
        var written = 0
        var failedErrno: Int32?
        if let mode, fchmod(descriptor, mode) != 0 { failedErrno = errno }
        bytes.withUnsafeBytes { buffer in
            while failedErrno == nil, written < buffer.count {
                let count = chunkWriter(descriptor, UnsafeRawBufferPointer(rebasing: buffer[written...]))
                if count < 0 {
                    if errno == EINTR { continue }
                    failedErrno = errno
                    return
                }
                if count == 0 {
                    failedErrno = ENOSPC
                    return
                }
                written += count
            }
        }
        if failedErrno == nil, fsync(descriptor) != 0 { failedErrno = errno }
        if close(descriptor) != 0, failedErrno == nil { failedErrno = errno }
        if failedErrno == nil, rename(temporary, path) != 0 { failedErrno = errno }
        if let failedErrno {
            unlink(temporary)
            throw failure(path, errno: failedErrno, folder: folder)
        }
    }

    /// Removes the temporary files process `pid` left in `folder` (a worker stopped by a signal
    /// in the middle of a write).
    package static func removeTemporaryFiles(of pid: pid_t, in folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            // .NAME.PID.RANDOM.tmp
            let parts = name.dropLast(".tmp".count).split(separator: ".")
            if parts.count >= 3, parts[parts.count - 2] == "\(pid)" { unlink((folder as NSString).appendingPathComponent(name)) }
        }
    }

    /// Writes UTF-8 text.
    package static func write(_ text: String, to path: String) throws(PlaygroundError) {
        try write(Array(text.utf8), to: path)
    }

    /// The one-line error for a failed write of `path`, from the C library's error number.
    package static func failure(_ path: String, errno code: Int32, folder: String) -> PlaygroundError {
        let shownFolder = folder.isEmpty ? "." : folder
        let reason = switch code {
        case ENOSPC, EDQUOT: "the disk is full"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "the folder \(shownFolder) is not writable"
        case ENOENT: "the folder \(shownFolder) does not exist"
        case ENOTDIR: "\(shownFolder) is not a folder"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code))
        }
        return PlaygroundError("cannot write \(path): \(reason)")
    }
}
