/// Where a boundary supplementary item sits on its section, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above the content, centred.
    case top = 1
    /// Above the content, at the leading edge.
    case topLeading = 2
    /// Beside the content, at the leading edge.
    case leading = 3
    /// Below the content, at the leading edge.
    case bottomLeading = 4
    /// Below the content, centred.
    case bottom = 5
    /// Below the content, at the trailing edge.
    case bottomTrailing = 6
    /// Beside the content, at the trailing edge.
    case trailing = 7
    /// Above the content, at the trailing edge.
    case topTrailing = 8
}
