/// A header or footer of a grid section, or a global header above every section (the session's
/// `AAPLLayoutSupplementaryMetrics`): its height and how it behaves while scrolling and while
/// its section shows a placeholder.
public struct GridSupplementaryMetrics: Hashable, Sendable {
    /// The height in points.
    public var height: Double
    /// Whether it sticks to the top of the visible bounds while its section (or, for a global
    /// header, the whole content) scrolls under it. Footers never pin.
    public var pinsToVisibleBounds: Bool
    /// Whether it stays while its section shows a placeholder instead of items.
    public var isVisibleWhileShowingPlaceholder: Bool

    /// Creates a header or footer.
    public init(height: Double, pinsToVisibleBounds: Bool = false, isVisibleWhileShowingPlaceholder: Bool = false) {
        self.height = height
        self.pinsToVisibleBounds = pinsToVisibleBounds
        self.isVisibleWhileShowingPlaceholder = isVisibleWhileShowingPlaceholder
    }
}
