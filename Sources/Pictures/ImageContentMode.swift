/// How a picture is placed in its cell, with UIKit's `UIView.ContentMode` names (those a
/// `UIImageView` showing a picture uses).
public enum ImageContentMode: String, Sendable, CaseIterable {
    /// Scaled to cover the cell, aspect ratio kept, centred; the overflow is clipped (the default).
    case scaleAspectFill
    /// Scaled to fit inside the cell, aspect ratio kept, centred (letterboxed).
    case scaleAspectFit
    /// Stretched to the cell's size.
    case scaleToFill
    /// At its own size, centred.
    case center
    /// At its own size, centred horizontally, at the top edge.
    case top
    /// At its own size, centred horizontally, at the bottom edge.
    case bottom
    /// At its own size, centred vertically, at the left edge.
    case left
    /// At its own size, centred vertically, at the right edge.
    case right

    /// The mode a scene gets when it names none, as `UIImageView`'s cells are usually set up.
    public static let `default` = ImageContentMode.scaleAspectFill

    /// Where a picture of `picture` points lands in a cell of `cell` points, in the cell's own
    /// coordinates before clipping, exactly as `UIImageView` places it.
    public func drawnRect(picture: PictureSize, in cell: PictureSize) -> PictureRect {
        func centred(_ size: PictureSize) -> PictureRect {
            PictureRect(x: (cell.width - size.width) / 2, y: (cell.height - size.height) / 2,
                        width: size.width, height: size.height)
        }
        guard picture.width > 0, picture.height > 0 else { return centred(PictureSize(width: 0, height: 0)) }
        let across = cell.width / picture.width, down = cell.height / picture.height
        switch self {
        case .scaleAspectFill, .scaleAspectFit:
            let scale = self == .scaleAspectFill ? max(across, down) : min(across, down)
            return centred(PictureSize(width: picture.width * scale, height: picture.height * scale))
        case .scaleToFill: return PictureRect(x: 0, y: 0, width: cell.width, height: cell.height)
        case .center: return centred(picture)
        case .top: return PictureRect(x: centred(picture).x, y: 0, width: picture.width, height: picture.height)
        case .bottom:
            return PictureRect(x: centred(picture).x, y: cell.height - picture.height,
                               width: picture.width, height: picture.height)
        case .left: return PictureRect(x: 0, y: centred(picture).y, width: picture.width, height: picture.height)
        case .right:
            return PictureRect(x: cell.width - picture.width, y: centred(picture).y,
                               width: picture.width, height: picture.height)
        }
    }

    /// The pixel size to decode a picture at so that it is sharp where it is drawn: the drawn
    /// rectangle's size times the display scale (1×, 2×, 3×), rounded to whole pixels (at least
    /// one), and never past the picture's own pixels on either axis (no upsampling).
    public static func decodePixelSize(drawn: PictureSize, displayScale: Double,
                                       sourcePixels: PictureSize) -> (width: Int, height: Int) {
        func pixels(_ points: Double, _ limit: Double) -> Int {
            max(1, Int(min((points * displayScale).rounded(), limit.rounded())))
        }
        return (pixels(drawn.width, sourcePixels.width), pixels(drawn.height, sourcePixels.height))
    }

    /// The pixel size to decode the picture `header` describes at, for a cell of `cell` points
    /// shown at `displayScale`: `drawnRect` in this mode, then `decodePixelSize(…)`.
    public func decodePixelSize(header: PictureHeader, cell: PictureSize,
                                displayScale: Double) -> (width: Int, height: Int) {
        let drawn = drawnRect(picture: header.pointSize, in: cell)
        return Self.decodePixelSize(drawn: drawn.size, displayScale: displayScale, sourcePixels: header.pixelSize)
    }
}
