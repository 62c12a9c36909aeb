import Foundation

/// Everything that changes a measurement but the writing direction (each direction has its own
/// cache, so this key and its lookup stay as small as before), hashed and compared by the text's exact UTF-8 bytes.
///
/// Swift's `String` equality follows canonical equivalence ("é" equals "e" + U+0301) and its
/// hashing normalises non-ASCII text; both would be wrong here (the two spellings shape
/// differently) and slow, so the key works on the bytes, folded eight at a time.
struct MeasurementKey: Hashable {
    let text: String
    let font: ObjectIdentifier
    let pointSize: Double
    let width: Double?
    let maxLines: Int
    /// TextKit's `hyphenationFactor` (0: whole words wrap, never hyphenated).
    let hyphenationFactor: Double
    /// The text's language (BCP 47): it picks the CJK glyph forms and the line-breaking rules.
    let language: String
    /// The fields folded into one word, once: a measurement's key is hashed for its lookup, its
    /// insertion, and again when the cache drops its generation (and for each entry moved then).
    private let folded: UInt64

    /// The key of a measurement with these parameters.
    init(text: String, font: ObjectIdentifier, pointSize: Double, width: Double?, maxLines: Int, hyphenationFactor: Double = 0,
         language: String = "en") {
        self.text = text
        self.font = font
        self.pointSize = pointSize
        self.width = width
        self.maxLines = maxLines
        self.hyphenationFactor = hyphenationFactor
        self.language = language
        var hash = Self.step(Self.fold(text), UInt64(UInt(bitPattern: font.hashValue)))
        hash = Self.step(hash, Self.bits(pointSize))
        hash = Self.step(hash, Self.bits(width ?? -1))
        hash = Self.step(hash, UInt64(bitPattern: Int64(maxLines)))
        hash = Self.step(hash, Self.bits(hyphenationFactor))
        folded = Self.step(hash, Self.fold(language))
    }

    func hash(into hasher: inout Hasher) {
        // One word for the hasher: each word combined is a SipHash round.
        hasher.combine(folded)
    }

    /// A number's bits for hashing (0 and −0, which are equal, alike).
    private static func bits(_ value: Double) -> UInt64 {
        value == 0 ? 0 : value.bitPattern
    }

    /// One step of the fold: the hash so far rotated, `word` mixed in.
    private static func step(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        ((hash << 5) | (hash >> 59) ^ word) &* 0x517C_C1B7_2722_0A95
    }

    static func == (lhs: MeasurementKey, rhs: MeasurementKey) -> Bool {
        guard lhs.folded == rhs.folded, lhs.font == rhs.font, lhs.pointSize == rhs.pointSize, lhs.width == rhs.width,
              lhs.maxLines == rhs.maxLines, lhs.hyphenationFactor == rhs.hyphenationFactor,
              lhs.language == rhs.language else { return false }
        return withBytes(lhs.text) { a in
            withBytes(rhs.text) { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
    }

    /// The text's UTF-8 bytes, without copying native strings.
    private static func withBytes<R>(_ text: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        return Array(text.utf8).withUnsafeBytes(body)
    }

    /// A fast multiply-rotate fold of the bytes (FxHash's step); `Hasher` seeds and finishes it.
    private static func fold(_ text: String) -> UInt64 {
        withBytes(text) { bytes in
            var hash = UInt64(bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                hash = step(hash, word)
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < bytes.count {
                tail = (tail << 8) | UInt64(bytes[offset])
                offset += 1
            }
            return step(hash, tail)
        }
    }
}
