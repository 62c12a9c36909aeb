/// One child's claim on its stack's length along the axis: its natural length, the least and
/// most it may have, and how strongly it refuses to grow or shrink.
struct ArrangedLength {
    /// The length it has with nothing pulling or pushing (its intrinsic size along the axis).
    var natural: Double
    /// The least it may be given (its minimum, its fixed size, or zero).
    var least: Double
    /// The most it may be given (its maximum, its fixed size, or unbounded).
    var most: Double
    /// Content-hugging priority along the axis.
    var hugging: Double
    /// Compression-resistance priority along the axis.
    var compressionResistance: Double
    /// A spacer: spacers tied for the lowest hugging share the extra length equally.
    var isSpacer = false
}

/// The lengths and leading offsets a stack gives its children along its axis.
struct ArrangedPositions: Equatable {
    /// Each child's length.
    var lengths: [Double]
    /// Each child's offset from the stack's leading (top) content edge.
    var offsets: [Double]
    /// The length the children and the spaces between them take.
    var extent: Double
}
