/// Insets named by reading direction, as UIKit's `NSDirectionalEdgeInsets` (leading is left: the
/// playground lays out left to right).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading (left) edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing (right) edge.
    public var trailing: Double

    /// Creates insets from the four distances.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No inset on any side.
    public static let zero = DirectionalEdgeInsets()

    /// The insets' total along an axis (leading + trailing, or top + bottom).
    func total(_ axis: LayoutAxis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }

    /// The inset at the start of an axis (leading or top).
    func start(_ axis: LayoutAxis) -> Double { axis == .horizontal ? leading : top }
}
