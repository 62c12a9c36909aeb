/// A supplementary view anchored to an item (a badge, say), as UIKit's `NSCollectionLayoutSupplementaryItem`.
///
/// It takes the item's index path and its own kind; its size resolves against the item's frame.
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The supplementary kind the data source is asked for.
    public var elementKind: String
    /// The size, relative to the item it is anchored to.
    public var layoutSize: LayoutSize
    /// Where it sits on the item.
    public var containerAnchor: LayoutAnchor
    /// Drawing order, counted from its item's: UIKit's default 1 puts it in front of its cell,
    /// and it stays in front when the cell's own zIndex is raised (a custom group's item, or a
    /// visible-items handler while a band scrolls).
    public var zIndex: Int

    /// Creates a supplementary item.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, zIndex: Int = 1) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.zIndex = zIndex
    }

    /// Its frame on an item's frame.
    public func frame(onItemFrame itemFrame: Rect) -> Rect {
        containerAnchor.frame(ofSize: layoutSize.resolved(in: itemFrame.size), in: itemFrame)
    }
}
