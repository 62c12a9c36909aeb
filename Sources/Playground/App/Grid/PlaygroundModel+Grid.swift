import CardDrawing
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The grid layout as the scene describes it, for the window's width and text size: metrics
/// with their variants, the global headers, each section's headers (a segmented control first
/// where a segmented source's child begins) and footers, and the data sources' placeholders.
extension PlaygroundModel {
    /// A grid layout configured for the collection view's width (the one it is about to take:
    /// `collectionFrame`), starting from the row heights measured the last time this text size,
    /// width and edit mode were shown.
    func makeGridLayout() -> GridLayout {
        let grid = GridLayout()
        let width = collectionFrame.size.width
        configureGrid(grid, width: width)
        if let known = self.grid.heightCache[gridHeightKey(width: width)] {
            grid.useMeasuredHeights(known.heights(for: collectionView.data))
        }
        return grid
    }

    /// The cache key of the grid on screen now.
    func gridHeightKey(width: Double) -> GridHeightKey {
        GridHeightKey(category: presentation.category, width: width.rounded(), editing: grid.editMode.isOn)
    }

    /// Keeps the row heights the grid on screen measured, by item id, for its text size, width and
    /// edit mode (called before the grid is replaced). At most 12 sets are kept.
    func rememberGridHeights() {
        guard let grid = collectionView.layout as? GridLayout else { return }
        self.grid.keepMeasuredHeights(grid.measuredItemHeights, data: collectionView.data)
    }

    /// Sets the grid's metrics, headers, footers and placeholders for a collection `width` wide,
    /// and what the painter shows in them.
    func configureGrid(_ grid: GridLayout, width: Double) {
        let description = document.scene.layout.grid ?? .table
        var defaults = description.variants.resolve(description.metrics, width: width, category: presentation.category,
                                                    horizontal: collectionView.horizontalSizeClass, vertical: collectionView.verticalSizeClass)
        if presentation.columnAdjustment != 0 {
            let columns = (defaults.numberOfColumns ?? 1) + presentation.columnAdjustment
            defaults.numberOfColumns = max(1, min(12, columns))
        }
        grid.defaultMetrics = defaults
        grid.displayScale = presentation.pixelScale
        grid.isEditing = self.grid.editMode.isOn
        self.grid.showKey(gridHeightKey(width: width))
        var supplementary = GridSupplementaryContent()
        // Every text the grid shows beyond its rows, as the pseudo-language shows it (measured and drawn alike).
        let pseudoLanguage = data.content.pseudoLanguage
        let shownGlobalHeaders = description.globalHeaders.map { $0.shown(in: pseudoLanguage) }
        supplementary.globalHeaders = shownGlobalHeaders.map { .title($0) }
        var globalHeaders = shownGlobalHeaders.map { header in
            let height = (try? GlobalHeaderLayout(header, width: width, category: presentation.category, fonts: fonts, measurer: measurer))?.height ?? 96
            return GridSupplementaryMetrics(height: height, pinsToVisibleBounds: header.pinToVisibleBounds)
        }
        var controls = data.sources?.segmentedControls() ?? [:]
        // A root segmented source's control is a global header (the session: a root source's
        // headers are global), so it stays itself, pinned, while the sections under it change.
        if let sources = data.sources, let root = sources.root as? SegmentedDataSource {
            controls = controls.filter { $0.value !== root }
            globalHeaders.append(GridSupplementaryMetrics(height: SegmentedControlHeader.height(category: presentation.category, fonts: fonts),
                                                          pinsToVisibleBounds: sources.pins(root)))
            supplementary.globalHeaders.append(.segmentedControl(titles: sources.titles(of: root).map(pseudoLanguage.apply), selected: root.selectedIndex ?? 0))
        }
        grid.globalHeaders = globalHeaders
        let placeholders = data.sources?.placeholders() ?? [:]
        let pinsSceneHeaders = document.scene.layout.sectionHeadersPinToVisibleBounds
        var sectionMetrics: [Int: GridSectionMetrics] = [:]
        var headers: [Int: [GridSupplementaryMetrics]] = [:]
        var footers: [Int: [GridSupplementaryMetrics]] = [:]
        for index in data.content.sections.indices {
            guard let section = data.content.shownSection(at: index) else { continue }
            var metrics = section.gridVariants.resolve(section.gridMetrics, width: width, category: presentation.category,
                                                       horizontal: collectionView.horizontalSizeClass, vertical: collectionView.verticalSizeClass)
            if presentation.columnAdjustment != 0, let columns = metrics.numberOfColumns {
                metrics.numberOfColumns = max(1, min(12, columns + presentation.columnAdjustment))
            }
            sectionMetrics[index] = metrics
            var sectionHeaders: [GridSupplementaryMetrics] = []
            var headerContent: [GridSupplementaryContent.Header] = []
            if let segmented = controls[index], let sources = data.sources {
                // The control stays while its child shows a placeholder, so the user can switch away.
                sectionHeaders.append(GridSupplementaryMetrics(height: SegmentedControlHeader.height(category: presentation.category, fonts: fonts),
                                                               pinsToVisibleBounds: sources.pins(segmented),
                                                               isVisibleWhileShowingPlaceholder: true))
                headerContent.append(.segmentedControl(titles: sources.titles(of: segmented).map(pseudoLanguage.apply), selected: segmented.selectedIndex ?? 0))
            }
            let texts = (section.headerText.map { [SceneSupplementary(text: $0, pinToVisibleBounds: pinsSceneHeaders)] } ?? []) + section.headers
            for text in texts {
                let height = SupplementaryText.preferredHeight(text.text, isHeader: true, category: presentation.category, fonts: fonts, measurer: measurer)
                sectionHeaders.append(GridSupplementaryMetrics(height: height, pinsToVisibleBounds: text.pinToVisibleBounds,
                                                               isVisibleWhileShowingPlaceholder: text.visibleWhileShowingPlaceholder))
                headerContent.append(.text(text.text))
            }
            headers[index] = sectionHeaders
            supplementary.headers[index] = headerContent
            let footerTexts = (section.footerText.map { [$0] } ?? []) + section.footers.map(\.text)
            footers[index] = footerTexts.map {
                GridSupplementaryMetrics(height: SupplementaryText.preferredHeight($0, isHeader: false, category: presentation.category,
                                                                                   fonts: fonts, measurer: measurer))
            }
            supplementary.footers[index] = footerTexts
        }
        grid.sectionMetrics = sectionMetrics
        grid.sectionHeaders = headers
        grid.sectionFooters = footers
        grid.placeholders = placeholders.mapValues(\.layout)
        supplementary.placeholders = placeholders.filter { $0.value.layout != .covered }.mapValues { $0.content.shown(in: pseudoLanguage) }
        for index in data.content.sections.indices { supplementary.metrics[index] = grid.metrics(forSection: index) }
        supplementary.editableSections = Set(data.content.sections.indices.filter { data.content.sections[$0].editable })
        if self.grid.show(supplementary) { collectionView.cellContentsChanged() }
    }
}

/// What a grid's measured row heights depend on beyond the items: the text size, the width
/// (rounded to a point) and edit mode (its controls narrow the text).
struct GridHeightKey: Hashable {
    var category: ContentSizeCategory
    var width: Double
    var editing: Bool
}

/// Row heights a grid measured: by index path for the data they were measured in (used as they
/// are when the data is the same), and by item id (for data that changed since).
package struct GridMeasuredHeights {
    /// The data the index paths refer to.
    var data: CollectionData
    /// The heights by index path in `data`.
    var byIndexPath: [IndexPath: Double]
    /// The heights by item id (every height measured for this key so far).
    var byItemID: [String: Double]

    /// Heights measured for `data`, by index path and by item id.
    package init(data: CollectionData, byIndexPath: [IndexPath: Double], byItemID: [String: Double]) {
        self.data = data
        self.byIndexPath = byIndexPath
        self.byItemID = byItemID
    }

    /// The heights for `current` data: as they are when the data is unchanged, else looked up by id.
    package func heights(for current: CollectionData) -> [IndexPath: Double] {
        if current == data && byIndexPath.count == byItemID.count { return byIndexPath }
        var heights: [IndexPath: Double] = [:]
        heights.reserveCapacity(byItemID.count)
        for (section, content) in current.sections.enumerated() {
            for (item, id) in content.itemIDs.enumerated() {
                if let height = byItemID[id] { heights[IndexPath(item: item, section: section)] = height }
            }
        }
        return heights
    }
}

