import AppSupport
import Pictures

/// An item's picture as its scene names it (contract.md "Pictures": `image`,
/// `imageContentMode`, `imageCornerRadius`), with what its file's header said when the scene
/// loaded — its size, read without decoding, so the first layout is already right — or why it
/// cannot be read.
public struct ScenePicture: Sendable, Equatable {
    /// The file, resolved against the scene file's folder (or as given, when absolute).
    public var path: String
    /// The path as the scene writes it.
    public var written: String
    /// Where the scene names it (for warnings: `FILE:LINE:COLUMN`).
    public var location: SourceLocation
    /// How the picture is placed in its frame (UIKit's `UIImageView.contentMode`).
    public var contentMode = ImageContentMode.default
    /// The picture's own corner radius in points (nil: the card's).
    public var cornerRadius: Double?
    /// The header read when the scene loaded; nil when the picture cannot be read (`problem` says why).
    public var header: PictureHeader?
    /// Why the picture cannot be read, in one line; nil when it can.
    public var problem: String?

    /// Creates a picture reference (its header not read yet).
    public init(path: String, written: String, location: SourceLocation) {
        self.path = path
        self.written = written
        self.location = location
    }

    /// The picture's size in points (its pixels over its `@2x`/`@3x` scale), when readable.
    public var pointSize: PictureSize? { header?.pointSize }

    /// The picture's width over its height, when readable and not empty.
    public var aspectRatio: Double? {
        guard let size = pointSize, size.width > 0, size.height > 0 else { return nil }
        return size.width / size.height
    }
}
