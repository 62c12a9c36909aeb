/// The freedesktop thumbnail specification's sizes: each a folder of the cache holding
/// thumbnails whose longer side is at most its size (smaller only where the picture is).
public enum ThumbnailBucket: Int, CaseIterable, Sendable, Comparable {
    /// `normal`: 128 pixels.
    case normal = 128
    /// `large`: 256 pixels.
    case large = 256
    /// `x-large`: 512 pixels.
    case xLarge = 512
    /// `xx-large`: 1024 pixels.
    case xxLarge = 1024

    /// The longest side a thumbnail of this bucket has, in pixels.
    public var pixelSize: Int { rawValue }

    /// The bucket's folder name under `thumbnails/`.
    public var folderName: String {
        switch self {
        case .normal: "normal"
        case .large: "large"
        case .xLarge: "x-large"
        case .xxLarge: "xx-large"
        }
    }

    /// The smallest bucket whose thumbnails cover `pixelWidth × pixelHeight` (nil: over 1024).
    public static func covering(pixelWidth: Int, pixelHeight: Int) -> ThumbnailBucket? {
        let side = max(pixelWidth, pixelHeight)
        return allCases.first { $0.pixelSize >= side }
    }

    /// A picture of `pixelWidth × pixelHeight` fitted inside this bucket's square, aspect kept,
    /// never enlarged: the size of its thumbnail.
    public func thumbnailSize(pixelWidth: Int, pixelHeight: Int) -> (width: Int, height: Int) {
        let side = max(pixelWidth, pixelHeight)
        guard side > pixelSize else { return (pixelWidth, pixelHeight) }
        let scale = Double(pixelSize) / Double(side)
        return (max(1, Int((Double(pixelWidth) * scale).rounded())), max(1, Int((Double(pixelHeight) * scale).rounded())))
    }

    /// Buckets order by size.
    public static func < (lhs: ThumbnailBucket, rhs: ThumbnailBucket) -> Bool { lhs.rawValue < rhs.rawValue }
}
