/// Decoded pixels: 8-bit RGBA, rows top to bottom, straight (not premultiplied) alpha, sRGB,
/// already turned upright by the file's EXIF orientation.
public struct DecodedPicture: Equatable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel, no row padding.
    public var bytes: [UInt8]

    /// Creates a picture from its pixels (`bytes.count` must be `width × height × 4`).
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "RGBA bytes do not match \(width) × \(height)")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The memory the pixels take, in bytes (what the cache counts).
    public var byteCount: Int { bytes.count }

    /// The pixel at (x, y) as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let index = (y * width + x) * 4
        return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
    }
}
