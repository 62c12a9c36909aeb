/// The metrics of one grid section, as the session's `AAPLLayoutSectionMetrics`: every key is
/// optional, and a section inherits each key it leaves unset from the layout's defaults.
public struct GridSectionMetrics: Hashable, Sendable {
    /// How tall rows are: fixed, or variable from an estimate.
    public var rowHeight: GridRowHeight?
    /// How many equal-width columns the rows have.
    public var numberOfColumns: Int?
    /// Space between the section's edges (below the header) and its cells.
    public var padding: EdgeInsets?
    /// The gap between neighbouring columns and between neighbouring rows.
    public var itemSpacing: Double?
    /// The height of the section header (0: no header).
    public var headerHeight: Double?
    /// Whether a hairline separates each row from the next.
    public var showsRowSeparator: Bool?
    /// Whether a hairline separates neighbouring cells within a row.
    public var showsColumnSeparator: Bool?
    /// The colour of row and column separators (nil everywhere: the appearance's standard grey).
    public var separatorColor: Color?
    /// Insets of separators: left and right shorten row separators, top and bottom column separators.
    public var separatorInsets: EdgeInsets?
    /// Whether a hairline runs along the bottom of the section.
    public var showsSectionSeparator: Bool?
    /// The colour of the section separator (nil everywhere: the appearance's standard grey).
    public var sectionSeparatorColor: Color?
    /// Left and right insets of the section separator.
    public var sectionSeparatorInsets: EdgeInsets?
    /// The colour behind the section's cells (nil: no background decoration).
    public var backgroundColor: Color?
    /// The colour behind a selected cell (nil everywhere: the appearance's standard grey).
    public var selectedBackgroundColor: Color?

    /// Creates metrics; every key left nil is inherited.
    public init(rowHeight: GridRowHeight? = nil, numberOfColumns: Int? = nil, padding: EdgeInsets? = nil,
                itemSpacing: Double? = nil, headerHeight: Double? = nil,
                showsRowSeparator: Bool? = nil, showsColumnSeparator: Bool? = nil,
                separatorColor: Color? = nil, separatorInsets: EdgeInsets? = nil,
                showsSectionSeparator: Bool? = nil, sectionSeparatorColor: Color? = nil,
                sectionSeparatorInsets: EdgeInsets? = nil,
                backgroundColor: Color? = nil, selectedBackgroundColor: Color? = nil) {
        self.rowHeight = rowHeight
        self.numberOfColumns = numberOfColumns
        self.padding = padding
        self.itemSpacing = itemSpacing
        self.headerHeight = headerHeight
        self.showsRowSeparator = showsRowSeparator
        self.showsColumnSeparator = showsColumnSeparator
        self.separatorColor = separatorColor
        self.separatorInsets = separatorInsets
        self.showsSectionSeparator = showsSectionSeparator
        self.sectionSeparatorColor = sectionSeparatorColor
        self.sectionSeparatorInsets = sectionSeparatorInsets
        self.backgroundColor = backgroundColor
        self.selectedBackgroundColor = selectedBackgroundColor
    }

    /// The values a grid uses for keys nobody set: 44-point fixed rows in one column, no padding,
    /// spacing or header, row separators shown, no background; the separators' and the selected
    /// background's colours stay unset, which draws them in the appearance's standard greys.
    public static let standard = GridSectionMetrics(
        rowHeight: .fixed(44), numberOfColumns: 1, padding: .zero, itemSpacing: 0, headerHeight: 0,
        showsRowSeparator: true, showsColumnSeparator: false,
        separatorColor: nil, separatorInsets: .zero,
        showsSectionSeparator: false, sectionSeparatorColor: nil, sectionSeparatorInsets: .zero,
        backgroundColor: nil, selectedBackgroundColor: nil)

    /// These metrics with every unset key taken from `defaults`, key by key
    /// (`AAPLLayoutSectionMetrics.applyValuesFromMetrics:` the other way round).
    public func applied(to defaults: GridSectionMetrics) -> GridSectionMetrics {
        GridSectionMetrics(
            rowHeight: rowHeight ?? defaults.rowHeight,
            numberOfColumns: numberOfColumns ?? defaults.numberOfColumns,
            padding: padding ?? defaults.padding,
            itemSpacing: itemSpacing ?? defaults.itemSpacing,
            headerHeight: headerHeight ?? defaults.headerHeight,
            showsRowSeparator: showsRowSeparator ?? defaults.showsRowSeparator,
            showsColumnSeparator: showsColumnSeparator ?? defaults.showsColumnSeparator,
            separatorColor: separatorColor ?? defaults.separatorColor,
            separatorInsets: separatorInsets ?? defaults.separatorInsets,
            showsSectionSeparator: showsSectionSeparator ?? defaults.showsSectionSeparator,
            sectionSeparatorColor: sectionSeparatorColor ?? defaults.sectionSeparatorColor,
            sectionSeparatorInsets: sectionSeparatorInsets ?? defaults.sectionSeparatorInsets,
            backgroundColor: backgroundColor ?? defaults.backgroundColor,
            selectedBackgroundColor: selectedBackgroundColor ?? defaults.selectedBackgroundColor)
    }
}
