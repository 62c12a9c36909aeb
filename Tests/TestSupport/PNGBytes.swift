/// PNG files written byte by byte, without the app's encoder: 8-bit RGBA rows in zlib's stored
/// (uncompressed) blocks, every chunk with its CRC. Any PNG reader reads them.
public enum PNGBytes {
    /// A `width × height` picture of `pixels` (RGBA, 4 bytes a pixel, rows from the top); transparent black without.
    /// `text`: a `tEXt` chunk for each key and value (Latin-1), after the header.
    public static func rgba(width: Int, height: Int, pixels: [UInt8]? = nil, text: [(key: String, value: String)] = []) -> [UInt8] {
        let pixels = pixels ?? [UInt8](repeating: 0, count: width * height * 4)
        precondition(pixels.count == width * height * 4, "\(pixels.count) bytes for \(width) × \(height) RGBA pixels")
        var rows: [UInt8] = []
        rows.reserveCapacity(height * (width * 4 + 1))
        for y in 0..<height {
            rows.append(0) // filter: none
            rows += pixels[(y * width * 4)..<((y + 1) * width * 4)]
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0] // 8-bit RGBA, no interlace
        let textChunks = text.flatMap { chunk("tEXt", Array($0.key.utf8) + [0] + Array($0.value.utf8)) }
        return file(header: header, data: zlibStored(rows), between: textChunks)
    }

    /// A PNG of an IHDR chunk's `header`, the chunks `between`, and an IDAT chunk's `data`.
    static func file(header: [UInt8], data: [UInt8], between: [UInt8] = []) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + between + chunk("IDAT", data) + chunk("IEND", [])
    }

    /// `bytes` as a zlib stream of stored blocks (at most 65,535 bytes each) and its Adler-32.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = UInt16(end - start)
            stream += [end == bytes.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        return stream + bigEndian(adler32(bytes))
    }

    /// A chunk: its length, type, data and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 as PNG (and zip) define it: polynomial 0xEDB88320, reflected, inverted.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// zlib's Adler-32 checksum.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
