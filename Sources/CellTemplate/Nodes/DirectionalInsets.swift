/// Margins by edge, leading and trailing rather than left and right (`NSDirectionalEdgeInsets`).
public struct DirectionalInsets: Hashable, Sendable {
    /// The top margin.
    public var top: Double
    /// The leading margin.
    public var leading: Double
    /// The bottom margin.
    public var bottom: Double
    /// The trailing margin.
    public var trailing: Double

    /// Creates margins.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same margin on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    /// No margins.
    public static let zero = DirectionalInsets(all: 0)

    /// Leading plus trailing.
    public var horizontal: Double { leading + trailing }
    /// Top plus bottom.
    public var vertical: Double { top + bottom }
}
