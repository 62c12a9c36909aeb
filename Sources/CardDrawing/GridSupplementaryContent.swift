import CollectionLayout
import CollectionView
import SceneFormat

/// What the grid's supplementary and decoration views show, worked out by the model with the
/// grid's configuration and read by the painter: the global headers, each section's headers and
/// footers (text, or a segmented control), the placeholders, and each section's colours.
package struct GridSupplementaryContent: Equatable {
    /// A header's content.
    package enum Header: Equatable {
        /// A section title.
        case text(String)
        /// A segmented data source's control: its segments and the one selected.
        case segmentedControl(titles: [String], selected: Int)
    }

    /// A global header's content.
    package enum GlobalHeader: Equatable {
        /// The scene's title, line and artwork.
        case title(GlobalHeaderDescription)
        /// The root segmented data source's control (the session's: a root source's headers are global).
        case segmentedControl(titles: [String], selected: Int)
    }

    /// Content with no headers or footers yet.
    package init() {}

    /// The global headers, top to bottom.
    package var globalHeaders: [GlobalHeader] = []
    /// Each section's headers, top to bottom (`header` item n).
    package var headers: [Int: [Header]] = [:]
    /// Each section's footers' text (`footer` item n).
    package var footers: [Int: [String]] = [:]
    /// What each section's placeholder says.
    package var placeholders: [Int: DataSourcePlaceholder] = [:]
    /// Each section's resolved metrics (separator and background colours).
    package var metrics: [Int: GridSectionMetrics] = [:]
    /// The sections whose rows have edit actions and a remove control.
    package var editableSections: Set<Int> = []
}

