import CollectionLayout

/// The `layout` object of a scene: which layout, and its parameters.
public struct SceneLayout: Sendable {
    /// Which layout.
    public var kind: LayoutKind
    /// The flow layout's scroll axis.
    public var scrollDirection: ScrollDirection
    /// Spacing, insets, item and reference sizes every section starts from.
    public var metrics: FlowSectionMetrics
    /// When set, items without an explicit size self-size to their text, starting from this.
    public var estimatedItemSize: Size?
    /// Whether section headers stick to the top of the visible bounds.
    public var sectionHeadersPinToVisibleBounds: Bool
    /// The flow layout's columns fitted to the width (scene key `columns`: `{"minimumWidth": w}`):
    /// as many columns of at least `w` points as fit, sharing the width; nil: `itemSize` as given.
    public var minimumColumnWidth: Double?
    /// The flow layout's shelves under each line (scene key `shelves`: `{"thickness": t}`); 0: none.
    public var shelfThickness = 0.0
    /// Where the flow layout places an item shorter than its line across it (scene key
    /// `lineItemAlignment`: `center`, UIKit's, the default; or `top`).
    public var lineItemAlignment = FlowLineItemAlignment.center
    /// Whether the flow layout draws a background behind each section (scene key `sectionBackgrounds`).
    public var drawsSectionBackgrounds = false
    /// The circle, cover-flow and stacked layouts' parameters.
    public var parameters = LayoutParameters()
    /// The compositional layout's description: the layout itself when `kind` is compositional,
    /// or the scene's `compositional` object (shown when the user switches to Compositional).
    public var compositional: CompositionalSceneLayout?
    /// What the flow layout's section insets are measured from across the scroll axis (scene key
    /// `sectionInsetReference`: `contentInset`, the default, `safeArea` or `layoutMargins`).
    public var sectionInsetReference = FlowSectionInsetReference.contentInset
    /// How the collection view scrolls: its own content inset, paging, deceleration (scene or
    /// layout keys `contentInset`, `pagingEnabled`, `decelerationRate`).
    public var scrolling = SceneScrolling()
    /// The grid's description: the layout itself when `kind` is grid, or the scene's `grid`
    /// object (shown when the user switches to Grid); nil: a one-column self-sizing table.
    public var grid: GridSceneLayout?

    /// Creates layout settings; defaults are UIKit's flow layout defaults.
    public init(kind: LayoutKind = .flow, scrollDirection: ScrollDirection = .vertical,
                metrics: FlowSectionMetrics = FlowSectionMetrics(), estimatedItemSize: Size? = nil,
                sectionHeadersPinToVisibleBounds: Bool = false) {
        self.kind = kind
        self.scrollDirection = scrollDirection
        self.metrics = metrics
        self.estimatedItemSize = estimatedItemSize
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
    }
}
