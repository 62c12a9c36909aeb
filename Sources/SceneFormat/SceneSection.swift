import CollectionLayout

/// One section of a scene: an optional header and footer text, metric overrides, items.
public struct SceneSection: Sendable {
    /// The section's stable id (`s<section>`).
    public var id: String
    /// The header's text, if the section has a header object.
    public var headerText: String?
    /// The footer's text, if the section has a footer object.
    public var footerText: String?
    /// The flow metrics this section overrides.
    public var layout: SectionMetricsOverride
    /// The items, in order.
    public var items: [SceneItem]
    /// Whether the section's items may be lifted and other items dropped into it (scene key
    /// `movable`, default true).
    public var movable = true
    /// The compositional section description replacing the layout's default for this section
    /// (the `section` key of the section's `layout`).
    public var compositionalSection: SectionDescription?
    /// The grid metrics this section sets (the `grid` object of the section's `layout`).
    public var gridMetrics = GridSectionMetrics()
    /// Environment variants of those metrics.
    public var gridVariants: [GridMetricsVariant] = []
    /// Whether the section's cells offer edit actions and a remove control (scene key `editable`, default true).
    public var editable = true
    /// The actions its cells reveal when swiped (scene key `editActions`); nil: the grid's.
    public var editActions: [EditAction]?
    /// More headers in the grid, after the `header` (scene key `headers`).
    public var headers: [SceneSupplementary] = []
    /// More footers in the grid, after the `footer` (scene key `footers`).
    public var footers: [SceneSupplementary] = []

    /// Takes `other`'s layout descriptions — flow overrides, compositional section, grid metrics
    /// and variants — keeping its own id, texts and items.
    package mutating func takeLayouts(from other: SceneSection) {
        layout = other.layout
        compositionalSection = other.compositionalSection
        gridMetrics = other.gridMetrics
        gridVariants = other.gridVariants
    }

    /// Creates a section.
    public init(id: String, headerText: String? = nil, footerText: String? = nil,
                layout: SectionMetricsOverride = SectionMetricsOverride(), items: [SceneItem]) {
        self.id = id
        self.headerText = headerText
        self.footerText = footerText
        self.layout = layout
        self.items = items
    }
}
