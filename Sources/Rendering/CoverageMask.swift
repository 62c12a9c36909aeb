/// A coverage mask kept in memory beside its texture (a rounded corner, a small rounded
/// rectangle, a blurred shadow, a glyph): one byte a pixel, 0 nothing to 255 covered. The
/// texture holds the same values as alpha over white; the software path blends from these.
struct CoverageMask: Sendable {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// `width × height` coverage values, row by row.
    var values: [UInt8]

    /// The mask of a texture's pixels made as alpha over white (`alpha << 24 | 0xFFFFFF`).
    init(width: Int, height: Int, texturePixels: [UInt32]) {
        self.width = width
        self.height = height
        values = texturePixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }
    }

    /// A mask from coverage values.
    init(width: Int, height: Int, values: [UInt8]) {
        self.width = width
        self.height = height
        self.values = values
    }
}
