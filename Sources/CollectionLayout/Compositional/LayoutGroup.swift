/// An item whose content is other items, as UIKit's `NSCollectionLayoutGroup`.
public final class LayoutGroup: LayoutItem {
    /// How a group arranges its subitems.
    public enum Arrangement {
        /// Along x, subitems repeated in order while the next still fits.
        case horizontal
        /// Along y, subitems repeated in order while the next still fits.
        case vertical
        /// Frames given by a provider, relative to the group.
        case custom((LayoutEnvironment) -> [LayoutGroupCustomItem])
    }

    /// How the subitems are arranged.
    public let arrangement: Arrangement
    /// The items (or groups) laid out in the group, in order.
    public let subitems: [LayoutItem]
    /// When set, exactly this many copies of the single subitem, sharing the group's extent equally.
    public let count: Int?
    /// Spacing between consecutive subitems along the group's axis.
    public var interItemSpacing: LayoutSpacing?

    private init(layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems along x, repeated in order while the next still fits.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// Exactly `count` copies of `subitem` along x: each (group width − spacing × (count − 1)) / count wide.
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(1, count))
    }

    /// Subitems along y, repeated in order while the next still fits.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// Exactly `count` copies of `subitem` along y: each (group height − spacing × (count − 1)) / count tall.
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(1, count))
    }

    /// Items at the frames a provider returns, relative to the group (the environment's container is the group).
    public static func custom(layoutSize: LayoutSize, itemProvider: @escaping (LayoutEnvironment) -> [LayoutGroupCustomItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// The axis subitems run along; nil for a custom group.
    var axis: LayoutAxis? {
        switch arrangement {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .custom: nil
        }
    }
}

/// One frame of a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The frame relative to the group.
    public var frame: Rect
    /// Drawing order.
    public var zIndex: Int

    /// Creates a custom item at a frame.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
