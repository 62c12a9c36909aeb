import Foundation

/// The WWDC 2012 demo's stacks: each section is one pile with its header as the pile's label;
/// the piles sit in a grid. Within a pile the first item is on top and unrotated, the next
/// ones turn a little (at most ±0.106 rad, the same every time), items deeper than five are
/// transparent. A pinch can spread one pile's items around a reference point.
///
/// With `selfSizing`, every card keeps the width and its cell says the height it prefers; a pile
/// is as tall as the tallest of its visible cards wants, and every card of the pile takes that
/// height (a pile is a neat stack: no card's text shows beneath another's). A row of piles is as
/// tall as its tallest pile, its piles at its top and its labels lined up under it.
public final class StackedLayout: CellSelfSizingLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// A pile's (and each card's) size; with `selfSizing`, the width and the estimated height.
    public var itemSize = Size(width: 180, height: 200)
    /// Whether cells size themselves (see the type's description).
    public var selfSizing = false
    /// The sizes cells preferred so far.
    public var preferredSizes = PreferredItemSizes()
    /// The space between piles.
    public var pileSpacing = 48.0
    /// The height of the label under each pile.
    public var labelHeight = 32.0
    /// Space around the grid.
    public var inset = 32.0
    /// The largest turn of a card in a pile, in radians (Apple's sample).
    public static let maximumAngle = 0.106
    /// How many cards of a pile can be seen.
    public static let visibleDepth = 5

    /// The pile being spread by a pinch, if any.
    public var spreadSection: Int?
    /// Where the spread pile's cards gather (the pinch point), in content coordinates.
    public var spreadCenter = Point.zero
    /// How far from the reference point the spread cards sit.
    public var spreadDistance = 0.0

    private var counts: [Int] = []
    private var columns = 1
    private var width = 0.0
    /// Each pile's height, as of the last prepare.
    private var pileHeights: [Double] = []
    /// Each row's top, and the height of its tallest pile.
    private var rowTops: [Double] = []
    private var rowPileHeights: [Double] = []

    /// Creates a stacked layout.
    public init() {}

    /// Reads the counts and forms the grid.
    public func prepare() {
        guard let context else {
            counts = []
            return
        }
        width = context.bounds.width
        counts = (0..<context.numberOfSections).map { context.numberOfItems(inSection: $0) }
        columns = max(1, Int(((width - 2 * inset + pileSpacing) / (itemSize.width + pileSpacing)).rounded(.down)))
        pileHeights = counts.indices.map(preferredPileHeight)
        rowPileHeights = (0..<rows).map { pileHeights[sections(inRow: $0)].max() ?? itemSize.height }
        rowTops = []
        var top = inset
        for height in rowPileHeights {
            rowTops.append(top)
            top += height + labelHeight + pileSpacing
        }
    }

    private var rows: Int { (counts.count + columns - 1) / columns }

    /// A card's size: `itemSize`, or with `selfSizing` its pile's width and height.
    public func size(of indexPath: IndexPath) -> Size {
        Size(width: itemSize.width, height: pileHeight(indexPath.section))
    }

    /// A pile's height as of the last prepare.
    private func pileHeight(_ section: Int) -> Double {
        pileHeights.indices.contains(section) ? pileHeights[section] : itemSize.height
    }

    /// The sections (piles) of a row.
    private func sections(inRow row: Int) -> Range<Int> {
        (row * columns)..<min(counts.count, (row + 1) * columns)
    }

    /// A pile's height from the sizes preferred so far: `itemSize`'s, or with `selfSizing` the
    /// tallest its visible cards prefer at the pile's width (a card not yet measured counts at
    /// the estimate).
    private func preferredPileHeight(section: Int) -> Double {
        guard selfSizing, counts.indices.contains(section), counts[section] > 0 else { return itemSize.height }
        return (0..<min(counts[section], Self.visibleDepth)).map {
            preferredSizes.height(of: IndexPath(item: $0, section: section), width: itemSize.width, estimate: itemSize.height)
        }.max()!
    }

    /// A row's height from the sizes preferred so far (not yet prepared): its tallest pile's.
    private func rowPileHeight(_ row: Int) -> Double {
        sections(inRow: row).map(preferredPileHeight).max() ?? itemSize.height
    }

    /// The grid's size, at least the bounds' width.
    public var collectionViewContentSize: Size {
        guard let lastTop = rowTops.last, let lastHeight = rowPileHeights.last else { return Size(width: width, height: 0) }
        return Size(width: width, height: lastTop + lastHeight + labelHeight + inset)
    }

    /// The frame of a section's pile.
    public func pileFrame(section: Int) -> Rect {
        let usedColumns = min(columns, max(1, counts.count))
        let gridWidth = Double(usedColumns) * itemSize.width + Double(usedColumns - 1) * pileSpacing
        let left = max(inset, (width - gridWidth) / 2)
        let column = section % columns, row = section / columns
        let top = rowTops.indices.contains(row) ? rowTops[row] : inset
        return Rect(x: left + Double(column) * (itemSize.width + pileSpacing), y: top,
                    width: itemSize.width, height: pileHeight(section))
    }

    /// The section whose pile is at a content point, if any.
    public func section(at point: Point) -> Int? {
        counts.indices.first { pileFrame(section: $0).insetBy(dx: -12, dy: -12).contains(point) }
    }

    /// Every element meeting `rect`: cards of the piles in it and their labels.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in counts.indices {
            let pile = pileFrame(section: section)
            let spread = spreadSection == section
            let reach = spread ? spreadDistance + itemSize.width : itemSize.width * 0.2
            guard pile.insetBy(dx: -reach, dy: -reach - labelHeight).intersects(rect) || spread else { continue }
            for item in 0..<counts[section] {
                let attributes = attributesForItem(IndexPath(item: item, section: section))
                if attributes.frame.intersects(rect) || spread { result.append(attributes) }
            }
            if let label = layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section)),
               label.frame.intersects(rect) {
                result.append(label)
            }
        }
        return result
    }

    /// A card of a pile.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard counts.indices.contains(indexPath.section), indexPath.item >= 0, indexPath.item < counts[indexPath.section] else {
            return nil
        }
        return attributesForItem(indexPath)
    }

    /// A pile's label, under the pile.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == ElementKind.header, counts.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        let pile = pileFrame(section: indexPath.section)
        let row = indexPath.section / columns
        let rowBottom = rowTops.indices.contains(row) ? rowTops[row] + rowPileHeights[row] : pile.maxY
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = Rect(x: pile.minX - pileSpacing / 2, y: rowBottom + 6, width: pile.width + pileSpacing,
                                height: labelHeight)
        return attributes
    }

    /// The turn of a card: none for the first, otherwise a fixed pseudo-random angle in ±0.106 rad.
    public static func angle(section: Int, item: Int) -> Double {
        guard item > 0 else { return 0 }
        var z = UInt64(truncatingIfNeeded: section &* 7919 &+ item &* 104_729) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let unit = Double(z >> 11) / Double(1 << 53)
        return (unit * 2 - 1) * maximumAngle
    }

    private func attributesForItem(_ indexPath: IndexPath) -> LayoutAttributes {
        let count = counts[indexPath.section]
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.size = size(of: indexPath)
        attributes.center = pileFrame(section: indexPath.section).center
        attributes.zIndex = count - indexPath.item
        attributes.alpha = indexPath.item < Self.visibleDepth ? 1 : 0
        var angle = Self.angle(section: indexPath.section, item: indexPath.item)
        if spreadSection == indexPath.section, spreadDistance > 0 {
            // Spread around the pinch point: the first card stays there, the next fan out.
            let fanned = min(count, 8)
            if indexPath.item < fanned {
                attributes.alpha = 1
                let theta = 2 * Double.pi * Double(indexPath.item) / Double(fanned) - Double.pi / 2
                let reach = indexPath.item == 0 ? 0 : spreadDistance
                attributes.center = Point(x: spreadCenter.x + reach * cos(theta), y: spreadCenter.y + reach * sin(theta))
                angle *= max(0, 1 - spreadDistance / 120)
            }
        }
        attributes.transform3D = angle == 0 ? .identity : .rotation(angle: angle, x: 0, y: 0, z: 1)
        return attributes
    }

    /// Names just that card and keeps its preferred size; says how much its row (and so the
    /// content) grows, and when the row ends above the visible bounds, how far the content
    /// offset must move so that what the user sees stays put.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var invalidation = InvalidationContext()
        invalidation.invalidateItems(at: [preferred.indexPath])
        let row = preferred.indexPath.section / columns
        let before = rowPileHeight(row)
        preferredSizes.record(preferred)
        guard rowTops.indices.contains(row) else { return invalidation }
        let delta = rowPileHeight(row) - before
        invalidation.contentSizeAdjustment = Size(width: 0, height: delta)
        if let bounds = context?.bounds, rowTops[row] + before + labelHeight + pileSpacing <= bounds.minY + 1e-9 {
            invalidation.contentOffsetAdjustment = Point(x: 0, y: delta)
        }
        return invalidation
    }

    /// A wider window changes the grid.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != width }
}
