import CollectionLayout

/// What a reusable view was configured to show and the drawing it made for it, in the view's
/// own points (its frame's origin at 0, 0): a view keeps it while it shows the same thing, so
/// scrolling only moves it.
public struct ViewConfiguration: Sendable {
    /// Everything the drawing depends on: equal keys, equal drawings.
    public struct Key: Hashable, Sendable {
        /// The element shown.
        public var identity: ElementIdentity
        /// The element's size.
        public var size: Size
        /// The element's opacity.
        public var alpha: Double
        /// Selected, highlighted.
        public var state: CellState
        /// The collection view's content generation (data changes, `cellContentsChanged()`).
        public var contentGeneration: Int
        /// The painter that drew it.
        public var painter: ObjectIdentifier
        /// What the painter's drawing depends on beyond the element (e.g. the text size).
        public var appearance: Int
        /// What the drawing reads of the element's other attributes (`ElementPainter.attributesKey`:
        /// its depth, say).
        public var attributes: Int
    }

    /// What the drawing shows.
    public var key: Key
    /// The drawing, in the view's own points.
    public var commands: [DrawCommand]
}
