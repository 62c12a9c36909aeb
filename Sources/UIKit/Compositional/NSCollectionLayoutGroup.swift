import Foundation
internal import CollectionLayout

/// Returns the frames of a custom group's items in an environment whose container is the group.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// An item whose content is other items, laid out along an axis, as UIKit's `NSCollectionLayoutGroup`.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the subitems are arranged.
    enum Arrangement {
        /// Along x.
        case horizontal
        /// Along y.
        case vertical
        /// At the frames a provider returns.
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// How the subitems are arranged.
    let arrangement: Arrangement
    /// When set, exactly this many copies of the single subitem.
    let count: Int?
    /// The items (or groups) of the group, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Spacing between consecutive subitems along the group's axis.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(size: layoutSize, supplementaryItems: [])
    }

    /// Subitems along x, repeated in order while the next still fits.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// Exactly `count` copies of `subitem` along x, sharing the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// Exactly `count` copies of `subitem` along x, sharing the group's width (iOS 13's spelling).
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// Subitems along y, repeated in order while the next still fits.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// Exactly `count` copies of `subitem` along y, sharing the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// Exactly `count` copies of `subitem` along y, sharing the group's height (iOS 13's spelling).
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// Items at the frames a provider returns, relative to the group.
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// The engine's group.
    override func makeEngineItem() -> LayoutItem {
        let size = layoutSize.engine
        let group: LayoutGroup
        switch arrangement {
        case .horizontal:
            if let count, let subitem = subitems.first {
                group = .horizontal(layoutSize: size, subitem: subitem.makeEngineItem(), count: count)
            } else {
                group = .horizontal(layoutSize: size, subitems: subitems.map { $0.makeEngineItem() })
            }
        case .vertical:
            if let count, let subitem = subitems.first {
                group = .vertical(layoutSize: size, subitem: subitem.makeEngineItem(), count: count)
            } else {
                group = .vertical(layoutSize: size, subitems: subitems.map { $0.makeEngineItem() })
            }
        case .custom(let provider):
            group = .custom(layoutSize: size) { environment in
                MainActor.assumeIsolated {
                    provider(CollectionLayoutEnvironment(environment, traitCollection: UITraitCollection()))
                        .map { LayoutGroupCustomItem(frame: $0.frame.engine, zIndex: $0.zIndex) }
                }
            }
        }
        group.interItemSpacing = interItemSpacing?.engine
        applyItemProperties(to: group)
        return group
    }
}

/// One frame of a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The frame, relative to the group.
    public let frame: CGRect
    /// Drawing order.
    public let zIndex: Int

    /// A custom item at a frame.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// A custom item at a frame, with a drawing order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}
