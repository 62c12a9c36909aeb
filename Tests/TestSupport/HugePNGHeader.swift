/// A PNG a few hundred bytes long whose header declares a picture of any size: 1-bit grey,
/// a valid IHDR, one IDAT holding only the first row's worth of zeros, and IEND, every chunk
/// with its CRC. Any reader that trusts the header allocates the whole picture before it
/// finds the data short; one that checks the header against a budget refuses it at once.
public enum HugePNGHeader {
    /// The file's bytes for a `width × height` picture.
    public static func bytes(width: UInt32, height: UInt32) -> [UInt8] {
        let header = bigEndian(width) + bigEndian(height) + [1, 0, 0, 0, 0] // 1-bit grey, no interlace
        // zlib, one stored (uncompressed) block: the filter byte and 16 bytes of zeros.
        let row = [UInt8](repeating: 0, count: 17)
        let length = UInt16(row.count)
        let data: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + row + bigEndian(adler32(row))
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
    }

    /// A chunk: its length, type, data and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 as PNG (and zip) define it: polynomial 0xEDB88320, reflected, inverted.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// zlib's Adler-32 checksum.
    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
