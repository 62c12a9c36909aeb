import CollectionLayout

/// An item or a group of a compositional layout as a scene describes it (UIKit's
/// `NSCollectionLayoutItem` and `NSCollectionLayoutGroup` keys); a group is an item with a `group`.
public struct ItemDescription: Sendable {
    /// The size relative to the container.
    public var layoutSize: LayoutSize
    /// Insets shrinking the placed frame.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// Spacing outside the frame.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Badges and other supplementary views anchored to the item.
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    /// What a group holds; nil for a plain item.
    public var group: GroupContent?

    /// Creates an item of a size.
    public init(layoutSize: LayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// The contents of a group description.
public struct GroupContent: Sendable {
    /// How a group arranges its subitems.
    public enum Kind: String, Sendable, CaseIterable {
        /// Along x.
        case horizontal
        /// Along y.
        case vertical
        /// At given frames.
        case custom
    }

    /// How the subitems are arranged.
    public var kind: Kind
    /// The subitems, repeated in order while they fit (horizontal and vertical groups).
    public var subitems: [ItemDescription] = []
    /// With `count`, this many copies of the single subitem share the group's extent.
    public var count: Int?
    /// Spacing between consecutive subitems.
    public var interItemSpacing: LayoutSpacing?
    /// A custom group's frames, relative to the group.
    public var frames: [LayoutGroupCustomItem] = []

    /// Creates group contents of a kind.
    public init(kind: Kind) {
        self.kind = kind
    }
}
