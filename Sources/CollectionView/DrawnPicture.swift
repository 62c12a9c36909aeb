import Synchronization

/// A picture ready to draw: 8-bit RGBA pixels with straight (not premultiplied) alpha, rows top
/// to bottom without padding, and an identity renderers key their textures by.
///
/// Two pictures are equal when they are the same picture (the same `id`), never by comparing
/// pixels: a frame's drawing is compared every frame, and pictures hold megabytes. A picture's
/// pixels never change, so a renderer may upload them once per `id`.
public struct DrawnPicture: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel (straight alpha), rows top to bottom, no padding.
    public let bytes: [UInt8]
    /// Unique in the process: a new number for every picture made (what renderers cache textures by).
    public let id: Int

    /// The process-wide source of picture ids (the first picture is 1).
    private static let nextID = Atomic<Int>(0)

    /// A picture of `width × height` pixels from its RGBA bytes (`bytes.count` must be `width × height × 4`), with a fresh id.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0, "a picture's sides cannot be negative (\(width) × \(height))")
        precondition(bytes.count == width * height * 4, "\(bytes.count) RGBA bytes do not make a \(width) × \(height) picture")
        self.width = width
        self.height = height
        self.bytes = bytes
        id = Self.nextID.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The memory the pixels take, in bytes.
    public var byteCount: Int { bytes.count }

    /// Whether two values are the same picture (same id).
    public static func == (lhs: DrawnPicture, rhs: DrawnPicture) -> Bool { lhs.id == rhs.id }

    /// Hashes the picture's id only.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension DrawnPicture: CustomStringConvertible {
    /// The picture's id and size (never its pixels), as draw lists print it.
    public var description: String { "DrawnPicture(#\(id), \(width)×\(height))" }
}
