/// One laid-out grid section: its resolved metrics, its rows and the frames derived from them.
///
/// Positions are in content coordinates; rows are stored in order so rect queries binary-search them.
struct GridSectionGeometry: Sendable {
    /// The section's metrics with every key resolved.
    let metrics: GridSectionMetrics
    /// The number of items.
    let itemCount: Int
    /// The width of the collection view.
    let width: Double
    /// Where the section (its header) starts.
    let origin: Double
    /// The top of each row.
    var rowTops: [Double] = []
    /// The height of each row.
    var rowHeights: [Double] = []
    /// The whole section's height, headers, padding and footers included.
    var height: Double = 0
    /// The headers shown, top to bottom, each with its top.
    var headers: [(metrics: GridSupplementaryMetrics, top: Double, index: Int)] = []
    /// The footers shown, top to bottom, each with its top.
    var footers: [(metrics: GridSupplementaryMetrics, top: Double, index: Int)] = []
    /// The placeholder's frame, when the section shows one.
    var placeholderFrame: Rect?
    /// Where the cells' area (padding included) starts and ends: below the headers, above the footers.
    var bodyTop = 0.0
    var bodyBottom = 0.0

    /// Lays out a section from its items' heights (each the measured height or the initial height),
    /// its headers and footers, and its placeholder. A shown placeholder takes the place of the
    /// padding and rows and is `placeholderHeight` tall; only the headers marked visible while a
    /// placeholder shows stay, and no footer. A covered section takes no room at all.
    init(metrics: GridSectionMetrics, itemHeights: [Double], width: Double, origin: Double,
         headers: [GridSupplementaryMetrics] = [], footers: [GridSupplementaryMetrics] = [],
         placeholder: GridPlaceholder? = nil, placeholderHeight: (_ top: Double) -> Double = { _ in 0 }) {
        self.metrics = metrics
        self.width = width
        self.origin = origin
        if placeholder == .covered {
            itemCount = 0
            bodyTop = origin
            bodyBottom = origin
            return
        }
        self.itemCount = placeholder == nil ? itemHeights.count : 0
        var y = origin
        for (index, header) in headers.enumerated() where header.height > 0
            && (placeholder == nil || header.isVisibleWhileShowingPlaceholder) {
            self.headers.append((header, y, index))
            y += header.height
        }
        bodyTop = y
        if placeholder != nil {
            let height = max(0, placeholderHeight(y))
            placeholderFrame = Rect(x: 0, y: y, width: width, height: height)
            y += height
            bodyBottom = y
            self.height = y - origin
            return
        }
        let columns = self.columns
        let rowCount = (itemCount + columns - 1) / columns
        rowTops.reserveCapacity(rowCount)
        rowHeights.reserveCapacity(rowCount)
        y += padding.top
        for row in 0..<rowCount {
            if row > 0 { y += spacing }
            let height = Self.rowHeight(metrics.rowHeight ?? .fixed(44),
                                        heights: itemHeights[(row * columns)..<min((row + 1) * columns, itemCount)])
            rowTops.append(y)
            rowHeights.append(height)
            y += height
        }
        y += padding.bottom
        bodyBottom = y
        for (index, footer) in footers.enumerated() where footer.height > 0 {
            self.footers.append((footer, y, index))
            y += footer.height
        }
        self.height = y - origin
    }

    /// A row's height: the fixed height, or the tallest cell's and at least the variable minimum.
    static func rowHeight(_ rowHeight: GridRowHeight, heights: ArraySlice<Double>) -> Double {
        switch rowHeight {
        case .fixed(let height): height
        case .estimated: max(GridRowHeight.minimumVariableHeight, heights.max() ?? 0)
        }
    }

    /// The number of columns (at least one).
    var columns: Int { max(1, metrics.numberOfColumns ?? 1) }
    /// The padding around the cells.
    var padding: EdgeInsets { metrics.padding ?? .zero }
    /// The gap between columns and between rows.
    var spacing: Double { metrics.itemSpacing ?? 0 }
    /// The shown headers' height together.
    var headerHeight: Double { bodyTop - origin }
    /// Where the section ends.
    var maxY: Double { origin + height }
    /// The number of rows.
    var rowCount: Int { rowTops.count }

    /// The width of every cell: the padded width less the gaps, shared equally.
    var cellWidth: Double {
        max(0, (width - padding.left - padding.right - Double(columns - 1) * spacing) / Double(columns))
    }

    /// The left edge of a column's cells.
    func columnX(_ column: Int) -> Double { padding.left + Double(column) * (cellWidth + spacing) }

    /// The number of cells in a row (the last may be short).
    func cellCount(inRow row: Int) -> Int { min(columns, itemCount - row * columns) }

    /// A cell's frame.
    func cellFrame(_ item: Int) -> Rect {
        let row = item / columns
        return Rect(x: columnX(item % columns), y: rowTops[row], width: cellWidth, height: rowHeights[row])
    }

    /// The header numbered `index` where it lies in the content (before pinning), or nil when
    /// it is not shown.
    func headerFrame(_ index: Int) -> Rect? {
        headers.first { $0.index == index }.map { Rect(x: 0, y: $0.top, width: width, height: $0.metrics.height) }
    }

    /// The footer numbered `index`, or nil when it is not shown.
    func footerFrame(_ index: Int) -> Rect? {
        footers.first { $0.index == index }.map { Rect(x: 0, y: $0.top, width: width, height: $0.metrics.height) }
    }

    /// The background's frame: the cells' area with its padding (below the headers, above the
    /// footers), or nil without a background colour or while a placeholder shows.
    var backgroundFrame: Rect? {
        guard metrics.backgroundColor != nil, placeholderFrame == nil, bodyBottom - bodyTop > 0 else { return nil }
        return Rect(x: 0, y: bodyTop, width: width, height: bodyBottom - bodyTop)
    }

    /// The hairline under a row (none under the last row), centred in the gap to the next row.
    func rowSeparatorFrame(_ row: Int, hairline: GridHairline) -> Rect? {
        guard metrics.showsRowSeparator == true, row >= 0, row + 1 < rowCount else { return nil }
        let insets = metrics.separatorInsets ?? .zero
        let left = padding.left + insets.left
        let right = width - padding.right - insets.right
        let y = hairline.start(centredOn: rowTops[row] + rowHeights[row] + spacing / 2)
        return Rect(x: left, y: y, width: max(0, right - left), height: hairline.thickness)
    }

    /// The number of column separators a full row has.
    var columnSeparatorsPerRow: Int { columns - 1 }

    /// The hairline between two cells of a row, numbered row by row (`row * (columns - 1) + gap`).
    func columnSeparatorFrame(_ index: Int, hairline: GridHairline) -> Rect? {
        guard metrics.showsColumnSeparator == true, columnSeparatorsPerRow > 0, index >= 0 else { return nil }
        let row = index / columnSeparatorsPerRow
        let gap = index % columnSeparatorsPerRow
        guard row < rowCount, gap + 1 < cellCount(inRow: row) else { return nil }
        let insets = metrics.separatorInsets ?? .zero
        let x = hairline.start(centredOn: columnX(gap) + cellWidth + spacing / 2)
        return Rect(x: x, y: rowTops[row] + insets.top, width: hairline.thickness,
                    height: max(0, rowHeights[row] - insets.top - insets.bottom))
    }

    /// The hairline along the bottom of the section, inside it.
    func sectionSeparatorFrame(hairline: GridHairline) -> Rect? {
        guard metrics.showsSectionSeparator == true, height > 0, placeholderFrame == nil else { return nil }
        let insets = metrics.sectionSeparatorInsets ?? .zero
        let y = hairline.snapped(maxY - hairline.thickness)
        return Rect(x: insets.left, y: y, width: max(0, width - insets.left - insets.right), height: hairline.thickness)
    }

    /// The first row whose band (its top to the next row's top) ends after `y`.
    func firstRow(endingAfter y: Double) -> Int {
        var low = 0
        var high = rowCount
        while low < high {
            let mid = (low + high) / 2
            let bandEnd = mid + 1 < rowCount ? rowTops[mid + 1] : rowTops[mid] + rowHeights[mid]
            if bandEnd <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
