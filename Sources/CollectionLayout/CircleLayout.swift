import Foundation

/// Apple's CircleLayout (WWDC 2012): every item on a circle around the centre of the visible
/// bounds, radius min(width, height) / 2.5; inserted items grow out of the centre, deleted
/// ones shrink into it. Items of all sections share the circle, in order; no headers.
public final class CircleLayout: CellSelfSizingLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// Each item's size.
    public var itemSize = Size(width: 70, height: 70)
    /// The circle's radius; nil: min(width, height) / 2.5 of the bounds.
    public var radius: Double?
    /// When set, items shrink (keeping their shape) so that neighbours on the ring overlap by at
    /// most this fraction of their side: the side is at most the distance between neighbouring
    /// centres, 2r·sin(π/n), times 1 + the fraction. Nil: Apple's sample, every item `itemSize`.
    public var maximumNeighbourOverlap: Double?
    /// Items shown raised (the selected or hovered one): at `raisedItemSize`, above the others.
    public var raisedItems: Set<IndexPath> = []
    /// The size of a raised item (nil: `itemSize`).
    public var raisedItemSize: Size?
    /// Whether cells size themselves. The ring's discs keep the size the ring gives them (their
    /// places are the ring's); a raised card keeps `raisedItemSize`'s width and takes the height
    /// its cell prefers at that width, at most four fifths of the bounds' height.
    public var selfSizing = false
    /// The sizes cells preferred so far.
    public var preferredSizes = PreferredItemSizes()
    /// The z-index of a raised item.
    public static let raisedZIndex = 100

    private var bounds: Rect = .zero
    private var items = FlattenedItems()
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []

    /// Creates a circle layout with the sample's numbers.
    public init() {}

    /// The circle's centre, in content coordinates.
    public var center: Point { Point(x: bounds.width / 2, y: bounds.height / 2) }

    /// The radius in use.
    public var effectiveRadius: Double { radius ?? min(bounds.width, bounds.height) / 2.5 }

    /// Counts the items and reads the bounds.
    public func prepare() {
        bounds = context.map { Rect(origin: .zero, size: $0.bounds.size) } ?? .zero
        items = FlattenedItems(context: context)
    }

    /// The bounds' size: the circle does not scroll.
    public var collectionViewContentSize: Size { bounds.size }

    /// Every item whose frame meets `rect`.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<items.count).map { attributesForItem(items.indexPath(forPosition: $0), position: $0) }
            .filter { $0.frame.intersects(rect) }
    }

    /// The item at angle 2πi/n around the centre.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        items.position(of: indexPath).map { attributesForItem(indexPath, position: $0) }
    }

    /// No supplementary views.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The size items have on the ring: `itemSize`, shrunk for `maximumNeighbourOverlap`.
    public var ringItemSize: Size {
        guard let overlap = maximumNeighbourOverlap, items.count > 1 else { return itemSize }
        let spacing = 2 * effectiveRadius * sin(Double.pi / Double(items.count))
        let allowed = spacing * (1 + overlap)
        let side = max(itemSize.width, itemSize.height)
        guard side > allowed, side > 0 else { return itemSize }
        let factor = allowed / side
        return Size(width: (itemSize.width * factor).rounded(.down), height: (itemSize.height * factor).rounded(.down))
    }

    /// The size of an item when raised: `raisedItemSize` (or `itemSize`), or with `selfSizing`
    /// that width and the height its cell preferred at it, at most four fifths of the bounds' height.
    public func raisedSize(of indexPath: IndexPath) -> Size {
        let size = raisedItemSize ?? itemSize
        guard selfSizing else { return size }
        return Size(width: size.width, height: preferredSizes.height(of: indexPath, width: size.width, estimate: size.height,
                                                                     atMost: bounds.height > 0 ? bounds.height * 0.8 : nil))
    }

    private func attributesForItem(_ indexPath: IndexPath, position: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: indexPath)
        if raisedItems.contains(indexPath) {
            attributes.size = raisedSize(of: indexPath)
            attributes.zIndex = Self.raisedZIndex
        } else {
            attributes.size = ringItemSize
            // Round, as the sample's cells: the corner radius reaches the cell (custom attributes).
            attributes[.cornerRadius] = min(attributes.size.width, attributes.size.height) / 2
        }
        let angle = 2 * Double.pi * Double(position) / Double(max(1, items.count))
        attributes.center = Point(x: center.x + effectiveRadius * cos(angle), y: center.y + effectiveRadius * sin(angle))
        if raisedItems.contains(indexPath) { attributes.center = keptInside(attributes.center, size: attributes.size) }
        return attributes
    }

    /// How far a raised card stays from the bounds' edges.
    public static let raisedMargin = 8.0

    /// A raised card's centre moved in from its place on the ring just enough that the card stays
    /// `raisedMargin` inside the bounds (centred on an axis where it is larger than they are):
    /// a large card raised at the ring's edge would otherwise be cut off by the window.
    private func keptInside(_ point: Point, size: Size) -> Point {
        func clamp(_ value: Double, extent: Double, length: Double) -> Double {
            let low = extent / 2 + Self.raisedMargin, high = length - extent / 2 - Self.raisedMargin
            return low > high ? length / 2 : min(max(value, low), high)
        }
        return Point(x: clamp(point.x, extent: size.width, length: bounds.width),
                     y: clamp(point.y, extent: size.height, length: bounds.height))
    }

    /// A new viewport size moves the circle.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.size != bounds.size }

    /// Remembers which items a batch update inserts and deletes; raised items stay raised at
    /// their new index paths (a deleted one is no longer raised).
    public func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        raisedItems = Set(raisedItems.compactMap { UpdateItem.indexPathAfterUpdate(for: $0, in: updateItems) })
        inserted = Set(updateItems.filter { $0.action == .insert }.compactMap(\.indexPathAfterUpdate))
        deleted = Set(updateItems.filter { $0.action == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    /// Forgets the update's insertions and deletions.
    public func finalizeCollectionViewUpdates() {
        inserted = []
        deleted = []
    }

    /// Inserted items start at the centre, transparent (others: nil, so they fade in where they are).
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard inserted.contains(indexPath), var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.alpha = 0
        attributes.center = center
        return attributes
    }

    /// Deleted items end at the centre, transparent and scaled to a tenth (others: nil, so they
    /// fade out where they were). Asked after the data changed, so it needs no old frame.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard deleted.contains(indexPath) else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.size = ringItemSize
        attributes[.cornerRadius] = min(attributes.size.width, attributes.size.height) / 2
        attributes.center = center
        attributes.alpha = 0
        attributes.transform3D = .scale(x: 0.1, y: 0.1, z: 1)
        return attributes
    }
}
