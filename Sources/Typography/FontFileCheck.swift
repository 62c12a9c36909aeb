/// Checks a font file's table directory before FreeType opens it: FreeType opens a truncated
/// file whose header survived and only fails (or draws nothing) when a glyph is asked for.
enum FontFileCheck {
    /// Nil when every table the file's directory lists lies inside the file (or the format has
    /// no table directory this check knows), else why not, in a few words.
    static func truncation(of bytes: UnsafeRawBufferPointer) -> String? {
        func uint32(_ offset: Int) -> UInt32? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[offset + $1]) }
        }
        func uint16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }
        guard let version = uint32(0) else { return "the file is too short to be a font (\(bytes.count) bytes)" }
        // TrueType (0x00010000, 'true') and OpenType CFF ('OTTO'): an sfnt table directory.
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else { return nil }
        guard let tableCount = uint16(4) else { return "the file ends inside its header" }
        for table in 0..<tableCount {
            let record = 12 + table * 16
            guard let tag = uint32(record), let offset = uint32(record + 8), let length = uint32(record + 12) else {
                return "the file ends inside its table directory (\(bytes.count) bytes)"
            }
            let end = UInt64(offset) + UInt64(length)
            if end > UInt64(bytes.count) {
                let name = String(decoding: (0..<4).map { UInt8((tag >> (24 - 8 * $0)) & 0xFF) }, as: UTF8.self)
                return "the file is truncated (table '\(name)' ends at byte \(end), the file has \(bytes.count))"
            }
        }
        return nil
    }
}
