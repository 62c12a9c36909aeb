/// A PNG file's size and text (`tEXt`, and `iTXt` stored uncompressed), read from its chunks,
/// and text chunks put into PNG bytes another encoder made: the thumbnail specification's
/// `Thumb::` keys travel in them. A chunk is its length (4 bytes, big-endian), its type, its
/// data and a CRC-32 of type and data.
public struct PNGTextChunks: Equatable, Sendable {
    /// The image's width in pixels (from `IHDR`).
    public var pixelWidth: Int
    /// The image's height in pixels (from `IHDR`).
    public var pixelHeight: Int
    /// Every text chunk's keyword and text, the first of each keyword kept.
    public var text: [String: String]

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the size and text of PNG `bytes`; nil when they are not a well-formed PNG up to
    /// its text (no signature, no `IHDR` first, a chunk running past the end).
    public static func read(_ bytes: [UInt8]) -> PNGTextChunks? {
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature else { return nil }
        var offset = 8, width = 0, height = 0, text: [String: String] = [:], sawHeader = false
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, at: offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { return nil }
            let data = bytes[start..<(start + length)]
            switch type {
            case "IHDR":
                guard length >= 8 else { return nil }
                width = Int(bigEndian32(bytes, at: start))
                height = Int(bigEndian32(bytes, at: start + 4))
                sawHeader = true
            case "tEXt":
                if let (key, value) = latin1Text(data), text[key] == nil { text[key] = value }
            case "iTXt":
                if let (key, value) = internationalText(data), text[key] == nil { text[key] = value }
            default: break
            }
            guard sawHeader else { return nil }
            if type == "IEND" { break }
            offset = start + length + 4
        }
        guard sawHeader, width > 0, height > 0 else { return nil }
        return PNGTextChunks(pixelWidth: width, pixelHeight: height, text: text)
    }

    /// PNG `bytes` with a `tEXt` chunk for each entry put right after `IHDR` (keys and values
    /// are ASCII here: a URI, numbers, a name; other characters become `?`); nil when the bytes
    /// do not start with a PNG signature and `IHDR`.
    public static func inserting(_ entries: [(key: String, value: String)], into bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature,
              String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR", bigEndian32(bytes, at: 8) == 13 else { return nil }
        var chunks: [UInt8] = []
        for (key, value) in entries {
            let data = latin1(key) + [0] + latin1(value)
            chunks += chunk(type: "tEXt", data: data)
        }
        var output = [UInt8]()
        output.reserveCapacity(bytes.count + chunks.count)
        output += bytes[0..<33]
        output += chunks
        output += bytes[33...]
        return output
    }

    /// One chunk: length, type, data, CRC-32.
    static func chunk(type: String, data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var output = bigEndianBytes(UInt32(data.count)) + typeBytes + data
        output += bigEndianBytes(CRC32.checksum(typeBytes + data))
        return output
    }

    /// A `tEXt` chunk's keyword and Latin-1 text.
    private static func latin1Text(_ data: ArraySlice<UInt8>) -> (String, String)? {
        guard let zero = data.firstIndex(of: 0) else { return nil }
        return (decodeLatin1(data[data.startIndex..<zero]), decodeLatin1(data[(zero + 1)...]))
    }

    /// An `iTXt` chunk's keyword and UTF-8 text, when the text is not compressed.
    private static func internationalText(_ data: ArraySlice<UInt8>) -> (String, String)? {
        guard let zero = data.firstIndex(of: 0), zero + 2 < data.endIndex, data[zero + 1] == 0 else { return nil }
        let key = decodeLatin1(data[data.startIndex..<zero])
        // Compression flag, method, then the language tag and translated keyword, each ended by a zero.
        guard let languageEnd = data[(zero + 3)...].firstIndex(of: 0),
              let translatedEnd = data[(languageEnd + 1)...].firstIndex(of: 0) else { return nil }
        return (key, String(decoding: data[(translatedEnd + 1)...], as: UTF8.self))
    }

    private static func decodeLatin1(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    private static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
