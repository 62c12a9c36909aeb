import Foundation
import Glibc

/// A font file's bytes, as FreeType and HarfBuzz read them. A file in the system's font folders is mapped: only the
/// tables a face uses are read from disk (a CJK collection is 20 MB; reading it whole made every opening of a scene
/// with Japanese pay for it), and a package upgrade replaces such a file rather than rewriting it, so the mapping
/// stays whole. Any other file — a designer's own font, which a tool may rewrite in place while it is shown — is
/// read into memory, so that a rewrite never cuts what is mapped from under the face.
final class FontFileBytes: @unchecked Sendable {
    /// The folders whose fonts are mapped.
    static let systemFolders = ["/usr/share/fonts/", "/usr/local/share/fonts/"]

    /// The bytes, for as long as this lives.
    let buffer: UnsafeRawBufferPointer
    /// Whether `buffer` is a mapping of the file (else memory of its own).
    private let isMapped: Bool

    /// The bytes of the font file at `path`: mapped when it is a system font, else read; nil when it cannot be read
    /// or is empty.
    init?(path: String) {
        if Self.systemFolders.contains(where: { path.hasPrefix($0) }), let mapped = Self.map(path) {
            buffer = mapped
            isMapped = true
            return
        }
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 8)
        data.copyBytes(to: memory)
        buffer = UnsafeRawBufferPointer(memory)
        isMapped = false
    }

    /// The file mapped read-only, or nil (not a regular file, empty, or the mapping refused).
    private static func map(_ path: String) -> UnsafeRawBufferPointer? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return nil }
        let length = Int(status.st_size)
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        return UnsafeRawBufferPointer(start: address, count: length)
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: buffer.baseAddress), buffer.count)
        } else {
            buffer.deallocate()
        }
    }
}
