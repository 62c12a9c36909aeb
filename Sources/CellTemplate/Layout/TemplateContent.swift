import Typography

/// What laying a template out asks of the item it shows: its texts, measured with real glyphs,
/// and its picture's proportions. The app answers from the scene item and the text measurer;
/// tests answer with sizes worked out by hand. On the main actor, where the fonts and the measurer are.
@MainActor
public protocol TemplateContent {
    /// The text a text node shows, set in the node's style at the current text size and wrapped
    /// at `width` (nil: on one line however long) to at most the node's `lines`; nil when the
    /// item has no such text (the node is then hidden, as a `UIStackView`'s hidden arranged view).
    func measureText(_ node: TextNode, width: Double?) -> MeasuredText?
    /// Whether the item has a non-empty text for `key` (a text or badge without one is hidden),
    /// answered without measuring.
    func hasText(_ key: String) -> Bool
    /// A badge's text on one line, nil when the item has no such text.
    func measureBadge(_ node: BadgeNode) -> MeasuredText?
    /// Width over height of the picture an image node shows; nil when it has none (or it is not read yet).
    func pictureAspectRatio(_ node: ImageNode) -> Double?
    /// Whether the item names a picture at all (an image node of an item without one is hidden, as
    /// a list cell without an image shows none); a picture that is loading or broken still counts.
    func hasPicture(_ node: ImageNode) -> Bool
    /// How much a text style's size has grown from the default text size (L) at the current one:
    /// what a length that scales with it (`scalesWith`) is multiplied by.
    func textScale(_ style: TextStyle) -> Double
}

extension TemplateContent {
    /// Lengths keep their written size unless the content says how the text has grown.
    public func textScale(_ style: TextStyle) -> Double { 1 }
}

/// A text's measured extent, as a label reports it.
public struct MeasuredText: Hashable, Sendable {
    /// The widest line's width.
    public var width: Double
    /// The height of its lines.
    public var height: Double
    /// The first line's baseline below the top.
    public var firstBaseline: Double
    /// The last line's baseline below the top.
    public var lastBaseline: Double
    /// Whether the width given made it break a line, or cut it: its one-line width is wider than that.
    public var wrapped: Bool

    /// Creates a measurement.
    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, wrapped: Bool = false) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.wrapped = wrapped
    }
}
