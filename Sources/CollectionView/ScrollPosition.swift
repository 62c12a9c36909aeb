/// Where `scrollToItem(at:at:animated:)` puts an item in the visible bounds, as UIKit's
/// `UICollectionView.ScrollPosition`: one vertical and one horizontal choice may be combined;
/// an axis with none keeps its offset.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The item's top at the top of the visible bounds, below the adjusted content inset.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the middle of the visible bounds between the top and bottom insets.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible bounds, above the adjusted content inset.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible bounds, right of the adjusted content inset.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the middle of the visible bounds between the left and right insets.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible bounds, left of the adjusted content inset.
    public static let right = ScrollPosition(rawValue: 1 << 5)

    /// Each single position with its script name (contract: `scrollToItem`'s `position`).
    public static let scriptNames: [(name: String, position: ScrollPosition)] = [
        ("top", .top), ("centeredVertically", .centeredVertically), ("bottom", .bottom),
        ("left", .left), ("centeredHorizontally", .centeredHorizontally), ("right", .right),
    ]

    /// The position a script name stands for (`"centeredVertically"`).
    public static func named(_ name: String) -> ScrollPosition? {
        scriptNames.first { $0.name == name }?.position
    }

    /// Every position's name, quoted, for error messages.
    public static var allNames: String { scriptNames.map { "\"\($0.name)\"" }.joined(separator: ", ") }
}
