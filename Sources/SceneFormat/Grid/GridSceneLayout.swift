import CollectionLayout
import CollectionView
import Typography

/// The scene's grid (layout kind `grid`, or a `grid` object under another kind's layout, shown
/// when the user switches to Grid): the metrics every section inherits, environment variants of
/// them, and the global headers above every section.
public struct GridSceneLayout: Sendable {
    /// The metrics every section starts from (keys left unset take the grid's standard values).
    public var metrics = GridSectionMetrics()
    /// Metrics that replace the defaults key by key when their condition holds (the first that does).
    public var variants: [GridMetricsVariant] = []
    /// Headers above every section, top to bottom.
    public var globalHeaders: [GlobalHeaderDescription] = []
    /// The actions a swiped cell reveals (scene key `editActions`); nil: the session's ★ and Delete.
    public var editActions: [EditAction]?

    /// A grid of one column with variable rows, the look of a self-sizing table view (what a
    /// scene without a `grid` object shows in the Grid layout).
    public static let table = GridSceneLayout(metrics: GridSectionMetrics(rowHeight: .estimated(44), numberOfColumns: 1))

    /// Creates a grid description.
    public init(metrics: GridSectionMetrics = GridSectionMetrics(), variants: [GridMetricsVariant] = [],
                globalHeaders: [GlobalHeaderDescription] = []) {
        self.metrics = metrics
        self.variants = variants
        self.globalHeaders = globalHeaders
    }
}

/// Grid metrics that apply in some environments (scene key `variants`: `{"when": {...}, keys…}`).
public struct GridMetricsVariant: Sendable {
    /// When the variant applies.
    public var when: EnvironmentCondition
    /// The keys it sets.
    public var metrics: GridSectionMetrics

    /// Creates a variant.
    public init(when: EnvironmentCondition, metrics: GridSectionMetrics) {
        self.when = when
        self.metrics = metrics
    }
}

extension Array where Element == GridMetricsVariant {
    /// `base` with the first matching variant's keys laid over it (size classes: regular unless given).
    package func resolve(_ base: GridSectionMetrics, width: Double, category: ContentSizeCategory,
                 horizontal: UserInterfaceSizeClass = .regular, vertical: UserInterfaceSizeClass = .regular) -> GridSectionMetrics {
        guard let variant = first(where: { $0.when.matches(width: width, category: category, horizontal: horizontal, vertical: vertical) }) else {
            return base
        }
        return variant.metrics.applied(to: base)
    }
}

/// A header above every section of the grid (scene key `globalHeaders`): a title and a line under it.
public struct GlobalHeaderDescription: Sendable, Equatable {
    /// The title, large.
    public var title: String
    /// A line under the title, if any.
    public var subtitle: String?
    /// An accent colour for the artwork tile drawn beside the text, if any.
    public var color: Color?
    /// Whether it stays at the top while the content scrolls.
    public var pinToVisibleBounds: Bool

    /// Creates a global header.
    public init(title: String, subtitle: String? = nil, color: Color? = nil, pinToVisibleBounds: Bool = false) {
        self.title = title
        self.subtitle = subtitle
        self.color = color
        self.pinToVisibleBounds = pinToVisibleBounds
    }
}
