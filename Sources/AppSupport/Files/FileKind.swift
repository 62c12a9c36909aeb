#if canImport(Glibc)
import Glibc
#endif

/// What a path names, through symbolic links: only regular files are ever opened as pictures
/// (opening a FIFO waits for a writer for ever; a device or socket is no picture either).
package enum FileKind: Equatable {
    /// A regular file (or a symbolic link to one).
    case regular
    /// A folder (or a symbolic link to one).
    case folder
    /// Something else that exists: a FIFO, a socket, a device.
    case other
    /// Nothing there (or a dangling symbolic link).
    case missing

    /// Looks at `path` with `stat` (which follows symbolic links) without opening it.
    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        default: self = .other
        }
    }
}
