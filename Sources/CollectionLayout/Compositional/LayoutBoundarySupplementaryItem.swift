/// Where a boundary item sits on its section, as UIKit's `NSRectAlignment`. The cases below
/// describe a vertical layout; in a horizontal one everything is mirrored about the diagonal:
/// `leading` items go before the content along x (extending the section), `trailing` after it,
/// `top` and `bottom` sit beside the content at the section's top or bottom, level with its start
/// along x; `topLeading`/`bottomLeading` are leading items at the top/bottom, `topTrailing`/
/// `bottomTrailing` trailing items at the top/bottom.
public enum LayoutRectAlignment: String, Hashable, Sendable, CaseIterable {
    /// Above the content, centred along x.
    case top
    /// Above the content, at the leading edge.
    case topLeading
    /// Beside the content, at the leading edge, level with its top.
    case leading
    /// Below the content, at the leading edge.
    case bottomLeading
    /// Below the content, centred along x.
    case bottom
    /// Below the content, at the trailing edge.
    case bottomTrailing
    /// Beside the content, at the trailing edge, level with its top.
    case trailing
    /// Above the content, at the trailing edge.
    case topTrailing

    /// Whether the item goes above the content.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item goes below the content.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A header or footer of a section (or of the whole layout), as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`. Its index path is `[section, 0]`.
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    /// The supplementary kind the data source is asked for.
    public var elementKind: String
    /// The size, relative to the section's width (within its insets when they are followed).
    public var layoutSize: LayoutSize
    /// Where it sits on the section.
    public var alignment: LayoutRectAlignment
    /// Moves it from its aligned position, in points.
    public var absoluteOffset: Point
    /// Whether the section grows to hold it (UIKit's default: true).
    public var extendsBoundary: Bool
    /// Whether it stays visible while its section is (UIKit's default: false).
    public var pinToVisibleBounds: Bool
    /// Drawing order (pinned items draw at `CompositionalLayout.pinnedZIndex` at least where the layout `raisesPinnedZIndex`).
    public var zIndex: Int

    /// Creates a boundary item with UIKit's defaults.
    public init(layoutSize: LayoutSize, elementKind: String, alignment: LayoutRectAlignment, absoluteOffset: Point = .zero,
                extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 0) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}
