/// One child's claim on its stack's length along the axis: its natural length, the least and
/// most it may have, and how strongly it refuses to grow or shrink.
public struct ArrangedLength: Sendable {
    /// The length it has with nothing pulling or pushing (its intrinsic size along the axis).
    public var natural: Double
    /// The least it may be given (its minimum, its fixed size, or zero).
    public var least: Double
    /// The most it may be given (its maximum, its fixed size, or unbounded).
    public var most: Double
    /// Content-hugging priority along the axis.
    public var hugging: Double
    /// Compression-resistance priority along the axis.
    public var compressionResistance: Double
    /// A spacer: spacers tied for the lowest hugging share the extra length equally.
    public var isSpacer = false

    /// Creates a claim.
    public init(natural: Double, least: Double, most: Double, hugging: Double, compressionResistance: Double, isSpacer: Bool = false) {
        self.natural = natural
        self.least = least
        self.most = most
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.isSpacer = isSpacer
    }
}

/// The lengths and leading offsets a stack gives its children along its axis.
public struct ArrangedPositions: Equatable, Sendable {
    /// Each child's length.
    public var lengths: [Double]
    /// Each child's offset from the stack's leading (top) content edge.
    public var offsets: [Double]
    /// The length the children and the spaces between them take.
    public var extent: Double

    /// Creates positions.
    public init(lengths: [Double], offsets: [Double], extent: Double) {
        self.lengths = lengths
        self.offsets = offsets
        self.extent = extent
    }
}
