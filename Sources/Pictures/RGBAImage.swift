/// Pixels in memory: 8-bit red, green, blue and alpha (straight, not premultiplied), rows top to
/// bottom, no padding — a decoded picture (sRGB, already upright by its EXIF orientation), a
/// rendered frame, a screenshot.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel.
    public var bytes: [UInt8]

    /// Creates an image from its pixels.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "\(bytes.count) RGBA bytes do not match \(width) × \(height) pixels (4 bytes a pixel)")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A transparent image of the given size.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The memory the pixels take, in bytes (what the picture cache counts).
    public var byteCount: Int { bytes.count }

    /// The four channels of the pixel at (x, y).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }
}
