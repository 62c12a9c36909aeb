#if canImport(Glibc)
import Glibc
#endif

/// Whether a file ends before its picture does, judged from the file's own structure rather
/// than from a decoder: quick enough to run on every header (`PictureHeader.read`), and sure
/// of itself where decoders are not (libvips' PNG loader draws a cut PNG's missing rows grey).
enum PictureTruncation {
    /// True when the file at `path` lacks the ending its format requires: a JPEG without its
    /// end-of-image marker, a PNG without IEND, a GIF without its trailer, a WebP shorter than
    /// its RIFF header says, or a HEIC shorter than its boxes say. Data after a complete picture
    /// (a phone's motion photo appends a video to its JPEG) is no truncation.
    static func isTruncated(path: String, format: PictureFormat) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        guard fseeko(file, 0, SEEK_END) == 0 else { return false }
        let size = Int(ftello(file))
        switch format {
        case .jpeg:
            // Some writers pad after the marker with zeros: look for FF D9 among the last bytes;
            // without it, follow the markers to see whether the picture ends before the file.
            let tail = bytes(file, at: max(0, size - 64), count: min(size, 64))
            if zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) { return false }
            return jpegEnds(file) == false
        case .png:
            let tail = bytes(file, at: max(0, size - 12), count: min(size, 12))
            if Array(tail.dropFirst(4).prefix(4)) == Array("IEND".utf8) { return false }
            return !pngEnds(file, size: size)
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

    /// Walks a PNG's chunks from the signature: true when IEND is reached whole within the file.
    private static func pngEnds(_ file: UnsafeMutablePointer<FILE>, size: Int) -> Bool {
        var offset = 8
        while offset + 12 <= size {
            let header = bytes(file, at: offset, count: 8)
            guard header.count == 8 else { return false }
            let length = Int(bigEndian32(Array(header[0..<4])))
            if Array(header[4..<8]) == Array("IEND".utf8) { return true }
            offset += 12 + length // length, type, data, CRC
        }
        return false
    }

    /// Follows a JPEG's markers (skipping each segment by its length, so an EXIF thumbnail's own
    /// end marker is not taken for the picture's) and scans its entropy-coded data, where a 0xFF
    /// byte is always followed by 00 or a restart marker: true when the end-of-image marker is
    /// met, false when the file ends first, nil when the markers make no sense (damage, which
    /// the decoder reports).
    private static func jpegEnds(_ file: UnsafeMutablePointer<FILE>) -> Bool? {
        guard fseeko(file, 2, SEEK_SET) == 0 else { return nil } // after SOI
        func next() -> Int? {
            let byte = getc_unlocked(file)
            return byte == EOF ? nil : Int(byte)
        }
        var inScan = false
        while var byte = next() {
            guard byte == 0xFF else {
                if inScan { continue }
                return nil // no marker where one must be
            }
            while byte == 0xFF { guard let following = next() else { return false }; byte = following }
            switch byte {
            case 0x00, 0xD0...0xD7: continue // stuffed byte or restart marker, inside a scan
            case 0xD9: return true
            case 0x01, 0xD8: continue // markers without a length
            default:
                guard let high = next(), let low = next() else { return false }
                let length = high << 8 | low
                guard length >= 2 else { return nil }
                guard fseeko(file, off_t(length - 2), SEEK_CUR) == 0 else { return false }
                inScan = byte == 0xDA // entropy-coded data follows a start-of-scan header
            }
        }
        return false
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
