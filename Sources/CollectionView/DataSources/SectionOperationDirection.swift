/// Which way sections slide when a segmented data source switches children (the sample's
/// `AAPLDataSourceSectionOperationDirection`): right when the new segment is after the old one,
/// left when before, none when not animated.
public enum SectionOperationDirection: String, Hashable, Sendable {
    /// No sliding: the ordinary insert and delete animations.
    case none
    /// The new child's sections come from the left (the new segment is before the old one).
    case left
    /// The new child's sections come from the right (the new segment is after the old one).
    case right

    /// The direction of a switch from segment `old` to segment `new`.
    public init(from old: Int, to new: Int, animated: Bool = true) {
        self = !animated || old == new ? .none : (old < new ? .right : .left)
    }
}
