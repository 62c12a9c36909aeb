/// A vertical grid in the manner of the WWDC 2014 session's `AAPLCollectionViewGridLayout`:
/// rows of equal-width cells inside each section's padding, rows as tall as their tallest cell,
/// optional section headers, and hairline separators and section backgrounds as decoration views.
public final class GridLayout: CollectionViewLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// The metrics every section inherits, key by key, for the keys it leaves unset.
    public var defaultMetrics = GridSectionMetrics()
    /// Each section's own metrics; a section not listed uses the defaults alone.
    public var sectionMetrics: [Int: GridSectionMetrics] = [:]
    /// Device pixels per point (1 or 2): a separator is one pixel, `1 / displayScale` points, thick.
    public var displayScale: Double = 1

    /// The laid-out sections.
    var sections: [GridSectionGeometry] = []
    /// Heights cells preferred (variable rows only), kept until the data or everything is invalidated.
    var measuredHeights: [IndexPath: Double] = [:]
    /// The content height from the last prepare.
    private var contentHeight: Double = 0
    /// The width from the last prepare.
    private var contentWidth: Double = 0

    /// Creates a grid layout with standard metrics at 1×.
    public init() {}

    /// A section's metrics with every key resolved: its own, else the layout's defaults, else `standard`.
    public func metrics(forSection section: Int) -> GridSectionMetrics {
        (sectionMetrics[section] ?? GridSectionMetrics()).applied(to: defaultMetrics.applied(to: .standard))
    }

    /// The pixel grid separators are placed on.
    var hairline: GridHairline { GridHairline(scale: displayScale > 0 ? displayScale : 1) }

    /// Lays out every section from the current data, width and measured heights.
    public func prepare() {
        sections = []
        guard let context else {
            contentHeight = 0
            contentWidth = 0
            return
        }
        let width = context.bounds.width
        var y = 0.0
        sections.reserveCapacity(context.numberOfSections)
        for section in 0..<context.numberOfSections {
            let metrics = metrics(forSection: section)
            let count = context.numberOfItems(inSection: section)
            let heights = (0..<count).map { height(ofItem: IndexPath(item: $0, section: section), metrics: metrics) }
            let geometry = GridSectionGeometry(metrics: metrics, itemHeights: heights, width: width, origin: y)
            y = geometry.maxY
            sections.append(geometry)
        }
        contentWidth = width
        contentHeight = y
    }

    /// The height an item's cell asks for: its measured height in a variable row, else the initial height.
    func height(ofItem indexPath: IndexPath, metrics: GridSectionMetrics) -> Double {
        let rowHeight = metrics.rowHeight ?? .fixed(44)
        guard rowHeight.isVariable, let measured = measuredHeights[indexPath] else { return rowHeight.initialHeight }
        return measured
    }

    /// As wide as the collection view, as tall as every section together.
    public var collectionViewContentSize: Size { Size(width: contentWidth, height: contentHeight) }

    /// Every element meeting `rect`: sections and then rows are found by binary search, so the
    /// cost is O(log n) plus the elements returned.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let margin = 1.0 // hairlines may poke a pixel past a row's band
        var sectionIndex = firstSection(endingAfter: rect.minY - margin)
        while sectionIndex < sections.count, sections[sectionIndex].origin - margin < rect.maxY {
            let section = sections[sectionIndex]
            func add(_ frame: Rect?, _ make: () -> LayoutAttributes) {
                guard let frame, frame.intersects(rect) else { return }
                var attributes = make()
                attributes.frame = frame
                result.append(attributes)
            }
            add(section.backgroundFrame) { backgroundAttributes(section: sectionIndex) }
            add(section.headerFrame) { headerAttributes(section: sectionIndex) }
            var row = section.firstRow(endingAfter: rect.minY - margin)
            while row < section.rowCount, section.rowTops[row] - margin < rect.maxY {
                for column in 0..<section.cellCount(inRow: row) {
                    let item = row * section.columns + column
                    add(section.cellFrame(item)) { LayoutAttributes(forCellWith: IndexPath(item: item, section: sectionIndex)) }
                }
                add(section.rowSeparatorFrame(row, hairline: hairline)) {
                    separatorAttributes(ElementKind.rowSeparator, item: row, section: sectionIndex)
                }
                for gap in 0..<section.columnSeparatorsPerRow {
                    let index = row * section.columnSeparatorsPerRow + gap
                    add(section.columnSeparatorFrame(index, hairline: hairline)) {
                        separatorAttributes(ElementKind.columnSeparator, item: index, section: sectionIndex)
                    }
                }
                row += 1
            }
            add(section.sectionSeparatorFrame(hairline: hairline)) {
                separatorAttributes(ElementKind.sectionSeparator, item: 0, section: sectionIndex)
            }
            sectionIndex += 1
        }
        return result
    }

    /// The first section ending after `y`.
    private func firstSection(endingAfter y: Double) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].maxY <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// A cell's attributes, or nil when there is no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = section.cellFrame(indexPath.item)
        return attributes
    }

    /// A section header's attributes (item 0), or nil when the section has none.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == ElementKind.header, indexPath.item == 0, sections.indices.contains(indexPath.section),
              let frame = sections[indexPath.section].headerFrame else { return nil }
        var attributes = headerAttributes(section: indexPath.section)
        attributes.frame = frame
        return attributes
    }

    /// A separator's or a section background's attributes, or nil when there is none there.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let frame: Rect?
        var attributes: LayoutAttributes
        switch kind {
        case ElementKind.rowSeparator:
            frame = section.rowSeparatorFrame(indexPath.item, hairline: hairline)
            attributes = separatorAttributes(kind, item: indexPath.item, section: indexPath.section)
        case ElementKind.columnSeparator:
            frame = section.columnSeparatorFrame(indexPath.item, hairline: hairline)
            attributes = separatorAttributes(kind, item: indexPath.item, section: indexPath.section)
        case ElementKind.sectionSeparator:
            frame = indexPath.item == 0 ? section.sectionSeparatorFrame(hairline: hairline) : nil
            attributes = separatorAttributes(kind, item: 0, section: indexPath.section)
        case ElementKind.sectionBackground:
            frame = indexPath.item == 0 ? section.backgroundFrame : nil
            attributes = backgroundAttributes(section: indexPath.section)
        default:
            return nil
        }
        guard let frame else { return nil }
        attributes.frame = frame
        return attributes
    }

    /// A header's attributes without a frame: above cells and separators.
    private func headerAttributes(section: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.header, with: IndexPath(item: 0, section: section))
        attributes.zIndex = 2
        return attributes
    }

    /// A separator's attributes without a frame: above the cells.
    private func separatorAttributes(_ kind: String, item: Int, section: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(forDecorationViewOfKind: kind, with: IndexPath(item: item, section: section))
        attributes.zIndex = 1
        return attributes
    }

    /// A section background's attributes without a frame: behind the cells.
    private func backgroundAttributes(section: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(forDecorationViewOfKind: ElementKind.sectionBackground,
                                          with: IndexPath(item: 0, section: section))
        attributes.zIndex = -1
        return attributes
    }
}
