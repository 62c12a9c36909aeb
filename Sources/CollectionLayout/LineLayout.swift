import Foundation

/// Apple's LineLayout sample (WWDC 2012): items in one horizontal row, the item at the centre
/// of the visible bounds zoomed and its neighbours less the further they are, and scrolling that
/// always rests with an item exactly centred. The numbers are the sample's (custom-layouts.md):
/// items 200×200, 50 points apart; within 200 points of the centre an item is scaled by
/// 1 + 0.3 · (1 − |d| / 200), so the centred item is 1.3× and is in front (zIndex 1).
///
/// The sample subclasses the flow layout with one section and vertical insets that centre the
/// row; here items of every section share the row (as in cover flow), the row is centred
/// vertically for any height, and the row starts and ends half a bounds width in, so the first
/// and the last item can be centred too.
public final class LineLayout: CellSelfSizingLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// Each item's size (the sample's `ITEM_SIZE`; with `selfSizing`, its width and the estimate of its height).
    public var itemSize = Size(width: 200, height: 200)
    /// Whether cells size themselves: each keeps `itemSize`'s width and takes the height it
    /// prefers, at most what fits nine tenths of the bounds' height once zoomed, centred in the row.
    public var selfSizing = false
    /// The sizes cells preferred so far.
    public var preferredSizes = PreferredItemSizes()
    /// The space between neighbouring items (the sample's `minimumLineSpacing`).
    public var spacing = 50.0
    /// How far from the centre an item starts to zoom (the sample's `ACTIVE_DISTANCE`).
    public var activeDistance = 200.0
    /// How much the centred item grows (the sample's `ZOOM_FACTOR`): 0.3 makes it 1.3×.
    public var zoomFactor = 0.3

    private var bounds: Rect = .zero
    private var items = FlattenedItems()

    /// Creates a line layout with the sample's numbers.
    public init() {}

    /// The distance between neighbouring items' centres.
    public var pitch: Double { itemSize.width + spacing }

    /// Where item 0's centre is: half a bounds width in from the content's start.
    private var firstCenterX: Double { bounds.width / 2 }

    /// Counts the items and reads the bounds.
    public func prepare() {
        bounds = context?.bounds ?? .zero
        items = FlattenedItems(context: context)
    }

    /// One row, long enough for the first and the last item to reach the centre.
    public var collectionViewContentSize: Size {
        Size(width: bounds.width + Double(max(0, items.count - 1)) * pitch, height: bounds.height)
    }

    /// The items whose (zoomed) frames meet `rect`.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard items.count > 0, pitch > 0 else { return [] }
        // A zoomed item reaches at most (1 + zoomFactor) / 2 of its width from its centre.
        let reach = itemSize.width * (1 + max(0, zoomFactor)) / 2
        let first = max(0, Int(((rect.minX - reach - firstCenterX) / pitch).rounded(.down)))
        let last = min(items.count - 1, Int(((rect.maxX + reach - firstCenterX) / pitch).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).map { attributes(position: $0) }.filter { $0.frame.intersects(rect) }
    }

    /// The item's place in the row, zoomed by its distance from the centre.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        items.position(of: indexPath).map { attributes(position: $0) }
    }

    /// No supplementary views.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The zoom of an item whose centre is `distance` points from the visible centre.
    public func zoom(atDistance distance: Double) -> Double {
        guard activeDistance > 0, abs(distance) < activeDistance else { return 1 }
        return 1 + zoomFactor * (1 - abs(distance) / activeDistance)
    }

    private func attributes(position: Int) -> LayoutAttributes {
        let indexPath = items.indexPath(forPosition: position)
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.size = size(of: indexPath)
        attributes.center = Point(x: firstCenterX + Double(position) * pitch, y: bounds.height / 2)
        let distance = bounds.midX - attributes.center.x
        let zoom = zoom(atDistance: distance)
        if zoom != 1 {
            attributes.transform3D = .scale(x: zoom, y: zoom, z: 1)
            attributes.zIndex = 1
        }
        return attributes
    }

    /// An item's size: `itemSize`, or with `selfSizing` the height its cell preferred at that width,
    /// at most nine tenths of the bounds' height once zoomed by `1 + zoomFactor`.
    public func size(of indexPath: IndexPath) -> Size {
        guard selfSizing else { return itemSize }
        let tallest = bounds.height > 0 ? bounds.height * 0.9 / (1 + max(0, zoomFactor)) : nil
        return Size(width: itemSize.width,
                    height: preferredSizes.height(of: indexPath, width: itemSize.width, estimate: itemSize.height, atMost: tallest))
    }

    /// Every scroll moves the centre, so every bounds change lays out again (as the sample).
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

    /// Rests with the item whose centre is nearest the proposed centre exactly centred (the
    /// sample adds the smallest offset between an item's centre and the proposed centre).
    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        RowResting.offset(proposed: proposed, pitch: pitch, count: items.count)
    }

    /// Rests with one item centred: the nearest when the scroll is slow, the next in its
    /// direction past a flick (`RowResting`).
    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        RowResting.offset(proposed: proposed, velocity: velocity, pitch: pitch, count: items.count)
    }

    /// The content offset that centres an item.
    public func contentOffset(centering indexPath: IndexPath) -> Point? {
        items.position(of: indexPath).map { Point(x: Double($0) * pitch, y: 0) }
    }
}
