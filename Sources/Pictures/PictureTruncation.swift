#if canImport(Glibc)
import Glibc
#endif

/// Whether a file ends before its picture does, judged from the file's own structure rather
/// than from libvips' error text (vips keeps one error buffer for the whole process, which
/// other threads' decodes write to at the same time).
enum PictureTruncation {
    /// True when the file at `path` lacks the ending its format requires: a JPEG without its
    /// end-of-image marker, a PNG without IEND, a GIF without its trailer, a WebP shorter than
    /// its RIFF header says, or a HEIC shorter than its boxes say.
    static func isTruncated(path: String, format: PictureFormat) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        guard fseeko(file, 0, SEEK_END) == 0 else { return false }
        let size = Int(ftello(file))
        switch format {
        case .jpeg:
            // Some writers pad after the marker with zeros: look for FF D9 among the last bytes.
            let tail = bytes(file, at: max(0, size - 64), count: min(size, 64))
            return !zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
        case .png:
            let tail = bytes(file, at: max(0, size - 12), count: min(size, 12))
            return Array(tail.dropFirst(4).prefix(4)) != Array("IEND".utf8)
        case .gif:
            let tail = bytes(file, at: max(0, size - 16), count: min(size, 16))
            return !tail.contains(0x3B)
        case .webp:
            let head = bytes(file, at: 0, count: 8)
            guard head.count == 8 else { return true }
            return size < 8 + Int(littleEndian32(Array(head[4..<8])))
        case .heic:
            return boxesOverrun(file, size: size)
        }
    }

    /// Reads `count` bytes at `offset` (fewer at the end of the file).
    private static func bytes(_ file: UnsafeMutablePointer<FILE>, at offset: Int, count: Int) -> [UInt8] {
        guard fseeko(file, off_t(offset), SEEK_SET) == 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) }
        return Array(buffer.prefix(read))
    }

    private static func littleEndian32(_ bytes: [UInt8]) -> UInt32 {
        bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func bigEndian32(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Walks the ISO-BMFF top-level boxes: true when one claims to run past the end of the file.
    private static func boxesOverrun(_ file: UnsafeMutablePointer<FILE>, size: Int) -> Bool {
        var offset = 0
        while offset + 8 <= size {
            let header = bytes(file, at: offset, count: 16)
            guard header.count >= 8 else { return true }
            var length = bigEndian32(Array(header[0..<4]))
            if length == 1 {
                guard header.count == 16 else { return true }
                length = bigEndian32(Array(header[8..<16]))
            } else if length == 0 {
                return false // runs to the end of the file
            }
            guard length >= 8 else { return false } // malformed, not truncated
            offset += Int(clamping: length)
        }
        return offset > size
    }
}
