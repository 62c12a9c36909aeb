import Foundation

/// Cover flow: items in one horizontal row; the item nearest the centre faces the viewer, flat
/// and in front; items to each side turn about the y axis towards the centre — up to ±45° half
/// a bounds width away — seen in perspective (m34 = −1/500), and overlap. Scrolling always
/// comes to rest with one item exactly centred. Items of all sections share the row.
public final class CoverFlowLayout: CellSelfSizingLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// Each item's size (with `selfSizing`, its width, and the estimate of its height).
    public var itemSize = Size(width: 220, height: 280)
    /// Whether cells size themselves: each keeps `itemSize`'s width and takes the height it
    /// prefers, at most nine tenths of the bounds' height, centred in the row.
    public var selfSizing = false
    /// The sizes cells preferred so far.
    public var preferredSizes = PreferredItemSizes()
    /// The distance between neighbouring items' centres, as a fraction of the item width.
    public var spacingFraction = 0.5
    /// The largest turn of a side item, in radians (45°).
    public var maximumAngle = Double.pi / 4
    /// The perspective entry of the transform.
    public var perspective = -1.0 / 500

    private var bounds: Rect = .zero
    private var items = FlattenedItems()
    private var itemCount: Int { items.count }

    /// Creates a cover-flow layout with the reference numbers.
    public init() {}

    /// The distance between neighbouring items' centres.
    public var spacing: Double { itemSize.width * spacingFraction }

    /// Counts the items and reads the bounds.
    public func prepare() {
        bounds = context?.bounds ?? .zero
        items = FlattenedItems(context: context)
    }

    /// One row, long enough for the first and the last item to reach the centre.
    public var collectionViewContentSize: Size {
        Size(width: bounds.width + Double(max(0, itemCount - 1)) * spacing, height: bounds.height)
    }

    /// The items whose frames meet `rect`.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard itemCount > 0, spacing > 0 else { return [] }
        let reach = itemSize.width
        let first = max(0, Int(((rect.minX - bounds.width / 2 - reach) / spacing).rounded(.down)))
        let last = min(itemCount - 1, Int(((rect.maxX - bounds.width / 2 + reach) / spacing).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).map { attributes(position: $0) }.filter { $0.frame.intersects(rect) }
    }

    /// The item's place in the row, turned by its distance from the centre.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        items.position(of: indexPath).map { attributes(position: $0) }
    }

    /// No supplementary views.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    private func attributes(position: Int) -> LayoutAttributes {
        let indexPath = items.indexPath(forPosition: position)
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.size = size(of: indexPath)
        attributes.center = Point(x: bounds.width / 2 + Double(position) * spacing, y: bounds.height / 2)
        // −1 … 1: how far from the centre, in half bounds widths.
        let distance = max(-1, min(1, (attributes.center.x - bounds.midX) / max(1, bounds.width / 2)))
        let angle = -distance * maximumAngle
        attributes.transform3D = distance == 0 ? .identity
            : Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(m34: perspective))
        let steps = abs(attributes.center.x - bounds.midX) / spacing
        attributes.zIndex = itemCount - Int(steps.rounded())
        return attributes
    }

    /// An item's size: `itemSize`, or with `selfSizing` the height its cell preferred at that width,
    /// at most nine tenths of the bounds' height.
    public func size(of indexPath: IndexPath) -> Size {
        guard selfSizing else { return itemSize }
        return Size(width: itemSize.width, height: preferredSizes.height(of: indexPath, width: itemSize.width, estimate: itemSize.height,
                                                                         atMost: bounds.height > 0 ? bounds.height * 0.9 : nil))
    }

    /// Every scroll moves the centre, so every bounds change lays out again.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

    /// Rests with the item nearest the proposed centre exactly centred.
    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        RowResting.offset(proposed: proposed, pitch: spacing, count: itemCount)
    }

    /// Rests with one item centred: the nearest when the scroll is slow, the next in its
    /// direction past a flick (`RowResting`).
    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        RowResting.offset(proposed: proposed, velocity: velocity, pitch: spacing, count: itemCount)
    }

    /// The content offset that centres an item.
    public func contentOffset(centering indexPath: IndexPath) -> Point? {
        items.position(of: indexPath).map { Point(x: Double($0) * spacing, y: 0) }
    }
}
