/// A vertical grid in the manner of the WWDC 2014 session's `AAPLCollectionViewGridLayout`:
/// rows of equal-width cells inside each section's padding, rows as tall as their tallest cell,
/// global headers above every section, several headers and footers a section (headers may pin:
/// global ones stack at the top, a section's under them until its end pushes them away),
/// placeholders in place of a section's items, and hairline separators and section backgrounds
/// as decoration views.
public final class GridLayout: CollectionViewLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// The metrics every section inherits, key by key, for the keys it leaves unset.
    public var defaultMetrics = GridSectionMetrics()
    /// Each section's own metrics; a section not listed uses the defaults alone.
    public var sectionMetrics: [Int: GridSectionMetrics] = [:]
    /// Device pixels per point (1 or 2): a separator is one pixel, `1 / displayScale` points, thick.
    public var displayScale: Double = 1
    /// Whether the collection is in edit mode: cells' attributes say so (custom attribute `editing`).
    public var isEditing = false
    /// Headers above every section, top to bottom (kind `ElementKind.globalHeader`, item n of section 0).
    public var globalHeaders: [GridSupplementaryMetrics] = []
    /// Each section's headers, top to bottom (kind `header`, item n); a section not listed has one
    /// plain header of its metrics' `headerHeight`, or none.
    public var sectionHeaders: [Int: [GridSupplementaryMetrics]] = [:]
    /// Each section's footers, top to bottom (kind `footer`, item n).
    public var sectionFooters: [Int: [GridSupplementaryMetrics]] = [:]
    /// The sections showing a placeholder instead of their items (or covered by another's).
    public var placeholders: [Int: GridPlaceholder] = [:]

    /// The z-index of a pinned section header (the flow layout's, so painters treat both alike).
    public static let pinnedHeaderZIndex = FlowLayout.pinnedHeaderZIndex
    /// The z-index of headers and footers at rest, above cells.
    public static let supplementaryZIndex = 2
    /// The z-index of a pinned global header: above pinned section headers.
    public static let pinnedGlobalHeaderZIndex = FlowLayout.pinnedHeaderZIndex + 8

    /// The laid-out sections.
    var sections: [GridSectionGeometry] = []
    /// The sections as they were before the last full prepare (where deleted sections' cells were).
    var previousSections: [GridSectionGeometry] = []
    /// Which way the next batch update's inserted sections slide in: +1 from the right (the new
    /// segment is after the old), −1 from the left, 0 no slide (the ordinary fades). Set before
    /// the update; cleared when it is finalized.
    public var sectionSlide = 0
    /// The sections the update in progress inserts and deletes.
    var insertedSections: Set<Int> = []
    var deletedSections: Set<Int> = []
    /// Heights cells preferred (variable rows only), kept until the data or everything is invalidated.
    var measuredHeights: [IndexPath: Double] = [:]
    /// The content height from the last prepare.
    private var contentHeight: Double = 0
    /// The width from the last prepare.
    private var contentWidth: Double = 0
    /// Where each global header starts, and the height of them all.
    var globalHeaderTops: [Double] = []
    var globalHeadersHeight = 0.0
    /// Set when only pinned headers were invalidated since the last prepare: nothing to recompute
    /// (pinned headers are placed when they are asked for).
    var onlyPinnedHeadersInvalidated: Bool?

    /// Creates a grid layout with standard metrics at 1×.
    public init() {}

    /// A section's metrics with every key resolved: its own, else the layout's defaults, else `standard`.
    public func metrics(forSection section: Int) -> GridSectionMetrics {
        (sectionMetrics[section] ?? GridSectionMetrics()).applied(to: defaultMetrics.applied(to: .standard))
    }

    /// The pixel grid separators are placed on.
    var hairline: GridHairline { GridHairline(scale: displayScale > 0 ? displayScale : 1) }

    /// Lays out the global headers and every section from the current data, width and measured heights.
    public func prepare() {
        defer { onlyPinnedHeadersInvalidated = nil }
        if onlyPinnedHeadersInvalidated == true, context != nil, abs((context?.bounds.width ?? 0) - contentWidth) < 1e-9 {
            return
        }
        previousSections = sections
        sections = []
        globalHeaderTops = []
        globalHeadersHeight = 0
        guard let context else {
            contentHeight = 0
            contentWidth = 0
            return
        }
        let width = context.bounds.width
        let viewportHeight = context.bounds.height
        var y = 0.0
        for header in globalHeaders {
            globalHeaderTops.append(y)
            y += max(0, header.height)
        }
        globalHeadersHeight = y
        sections.reserveCapacity(context.numberOfSections)
        for section in 0..<context.numberOfSections {
            let metrics = metrics(forSection: section)
            let count = context.numberOfItems(inSection: section)
            let heights = (0..<count).map { height(ofItem: IndexPath(item: $0, section: section), metrics: metrics) }
            let placeholder = placeholders[section]
            let minimum: Double
            if case .shown(let height) = placeholder { minimum = height } else { minimum = 0 }
            // A placeholder fills what is left of the screen when its section's headers sit under
            // the global headers: the viewport less the global headers and the headers above it.
            let globalHeight = globalHeadersHeight
            let geometry = GridSectionGeometry(
                metrics: metrics, itemHeights: heights, width: width, origin: y,
                headers: headers(forSection: section, metrics: metrics), footers: sectionFooters[section] ?? [],
                placeholder: placeholder,
                placeholderHeight: { top in max(minimum, viewportHeight - globalHeight - (top - y)) })
            y = geometry.maxY
            sections.append(geometry)
        }
        contentWidth = width
        contentHeight = y
    }

    /// A section's headers: its own list, else one plain header of its metrics' height, else none.
    func headers(forSection section: Int, metrics: GridSectionMetrics) -> [GridSupplementaryMetrics] {
        if let headers = sectionHeaders[section] { return headers }
        let height = metrics.headerHeight ?? 0
        return height > 0 ? [GridSupplementaryMetrics(height: height)] : []
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
    /// cost is O(log n) plus the elements returned. Pinned headers are placed for the visible
    /// bounds of the moment.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        func addPlaced(_ attributes: LayoutAttributes?) {
            guard let attributes, attributes.frame.intersects(rect) else { return }
            result.append(attributes)
        }
        for index in globalHeaders.indices { addPlaced(globalHeaderAttributes(index)) }
        let margin = 1.0 // hairlines may poke a pixel past a row's band
        // A pinned header may sit below its section's start: begin with the section under the
        // pinned global headers when it starts above the rect.
        var sectionIndex = firstSection(endingAfter: min(rect.minY, pinningTop) - margin)
        while sectionIndex < sections.count, sections[sectionIndex].origin - margin < rect.maxY {
            let section = sections[sectionIndex]
            func add(_ frame: Rect?, _ make: () -> LayoutAttributes) {
                guard let frame, frame.intersects(rect) else { return }
                var attributes = make()
                attributes.frame = frame
                result.append(attributes)
            }
            add(section.backgroundFrame) { backgroundAttributes(section: sectionIndex) }
            for header in section.headers { addPlaced(sectionHeaderAttributes(header.index, section: sectionIndex)) }
            for footer in section.footers {
                add(section.footerFrame(footer.index)) {
                    LayoutAttributes(forSupplementaryViewOfKind: ElementKind.footer, with: IndexPath(item: footer.index, section: sectionIndex))
                }
            }
            add(section.placeholderFrame) { placeholderAttributes(section: sectionIndex) }
            var row = section.firstRow(endingAfter: rect.minY - margin)
            while row < section.rowCount, section.rowTops[row] - margin < rect.maxY {
                for column in 0..<section.cellCount(inRow: row) {
                    let item = row * section.columns + column
                    add(section.cellFrame(item)) { cellAttributes(IndexPath(item: item, section: sectionIndex), column: column) }
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

    /// The top of the visible bounds below the adjusted content inset (clear of a device's status
    /// bar), where pinned global headers stack from.
    private var visibleTop: Double { (context?.bounds.minY ?? 0) + (context?.adjustedContentInset.top ?? 0) }

    /// Where pinned section headers stack from: under the pinned global headers.
    var pinningTop: Double {
        visibleTop + globalHeaders.filter(\.pinsToVisibleBounds).reduce(0) { $0 + max(0, $1.height) }
    }

    /// A global header's attributes, pinned (stacked at the top of the visible bounds, under the
    /// pinned ones before it) when it pins and has scrolled that far.
    func globalHeaderAttributes(_ index: Int) -> LayoutAttributes? {
        guard globalHeaders.indices.contains(index), globalHeaderTops.indices.contains(index) else { return nil }
        let header = globalHeaders[index]
        guard header.height > 0 else { return nil }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.globalHeader, with: IndexPath(item: index, section: 0))
        var y = globalHeaderTops[index]
        attributes.zIndex = Self.supplementaryZIndex
        if header.pinsToVisibleBounds {
            let above = globalHeaders[..<index].filter(\.pinsToVisibleBounds).reduce(0) { $0 + max(0, $1.height) }
            if visibleTop + above > y {
                y = visibleTop + above
                attributes.zIndex = Self.pinnedGlobalHeaderZIndex + index
            }
        }
        attributes.frame = Rect(x: 0, y: y, width: contentWidth, height: header.height)
        return attributes
    }

    /// A section header's attributes, pinned when it pins and its section has scrolled under the
    /// pinned global headers: it stacks below them (and below the section's pinned headers
    /// before it) until the section's end pushes it up.
    func sectionHeaderAttributes(_ index: Int, section sectionIndex: Int) -> LayoutAttributes? {
        guard sections.indices.contains(sectionIndex) else { return nil }
        let section = sections[sectionIndex]
        guard let position = section.headers.firstIndex(where: { $0.index == index }) else { return nil }
        let header = section.headers[position]
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.header, with: IndexPath(item: index, section: sectionIndex))
        attributes.zIndex = Self.supplementaryZIndex
        var y = header.top
        if header.metrics.pinsToVisibleBounds {
            let pinnedAbove = section.headers[..<position].filter(\.metrics.pinsToVisibleBounds).reduce(0) { $0 + $1.metrics.height }
            let pinnedFromHere = section.headers[position...].filter(\.metrics.pinsToVisibleBounds).reduce(0) { $0 + $1.metrics.height }
            let stuck = min(pinningTop + pinnedAbove, section.maxY - pinnedFromHere)
            if stuck > y {
                y = stuck
                attributes.zIndex = Self.pinnedHeaderZIndex + index
            }
        }
        attributes.frame = Rect(x: 0, y: y, width: section.width, height: header.metrics.height)
        return attributes
    }

    /// A placeholder's attributes without a frame: above the section background.
    private func placeholderAttributes(section: Int) -> LayoutAttributes {
        LayoutAttributes(forSupplementaryViewOfKind: ElementKind.placeholder, with: IndexPath(item: 0, section: section))
    }

    /// The first section ending after `y`.
    func firstSection(endingAfter y: Double) -> Int {
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
        var attributes = cellAttributes(indexPath, column: indexPath.item % section.columns)
        attributes.frame = section.cellFrame(indexPath.item)
        return attributes
    }

    /// A cell's attributes with the session's custom ones: its column, and whether the grid is editing.
    private func cellAttributes(_ indexPath: IndexPath, column: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes[.columnIndex] = Double(column)
        if isEditing { attributes[.editing] = 1 }
        return attributes
    }

    /// A global header's, section header's, footer's or placeholder's attributes, or nil when there is none.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        switch kind {
        case ElementKind.globalHeader:
            return indexPath.section == 0 ? globalHeaderAttributes(indexPath.item) : nil
        case ElementKind.header:
            return sectionHeaderAttributes(indexPath.item, section: indexPath.section)
        case ElementKind.footer:
            guard sections.indices.contains(indexPath.section),
                  let frame = sections[indexPath.section].footerFrame(indexPath.item) else { return nil }
            var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
            attributes.frame = frame
            return attributes
        case ElementKind.placeholder:
            guard indexPath.item == 0, sections.indices.contains(indexPath.section),
                  let frame = sections[indexPath.section].placeholderFrame else { return nil }
            var attributes = placeholderAttributes(section: indexPath.section)
            attributes.frame = frame
            return attributes
        default:
            return nil
        }
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
