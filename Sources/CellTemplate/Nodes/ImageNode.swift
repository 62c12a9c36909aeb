import Pictures

/// The item's picture (`UIImageView`), sized by the node's `width`/`height`, an aspect ratio, or
/// filling what its stack gives it.
public struct ImageNode: Hashable, Sendable {
    /// The item key naming the picture (`image` unless given).
    public var bind: String
    /// Width over height; the height follows the width it is given.
    public var aspectRatio: Double?
    /// Whether it takes whatever length its stack has left (it hugs and resists least); without a
    /// size or ratio of its own its height follows the picture's proportions.
    public var fill: Bool
    /// How the picture fits the frame.
    public var contentMode: ImageContentMode

    /// Creates an image node.
    public init(bind: String = "image", aspectRatio: Double? = nil, fill: Bool = false, contentMode: ImageContentMode = .scaleAspectFill) {
        self.bind = bind
        self.aspectRatio = aspectRatio
        self.fill = fill
        self.contentMode = contentMode
    }
}
