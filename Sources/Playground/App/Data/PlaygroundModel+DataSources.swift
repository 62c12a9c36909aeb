import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import SceneFormat

/// A scene's data sources at work: their changes reach the collection view as batch updates at
/// global index paths, their loads end on the model's clock, the segmented control switches
/// children (sliding left or right), and edits the model makes itself are handed back to them.
extension PlaygroundModel: DataSourceDelegate {
    /// The scene sections a data source's data shows: each with the items it shows, in order.
    static func shownSections(_ data: CollectionData, scene: Scene) -> [SceneSection] {
        let byID = Dictionary(scene.sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var items: [String: SceneItem] = [:]
        for section in scene.sections { for item in section.items { items[item.id] = item } }
        return data.sections.map { shown in
            var section = byID[shown.id] ?? SceneSection(id: shown.id, items: [])
            section.items = shown.itemIDs.map { items[$0] ?? SceneItem(id: $0) }
            return section
        }
    }

    /// The sections shown for `data`, taking each item as the content knows it now (edits included).
    func shownSections(_ data: CollectionData) -> [SceneSection] {
        Self.shownSections(data, scene: document.scene).map { section in
            var section = section
            section.items = section.items.map { self.data.content.item($0.id) ?? $0 }
            return section
        }
    }

    /// A source changed: the content follows, the grid's headers and placeholders are worked out
    /// again, and the update animates (sections sliding sideways for a segment switch).
    public func dataSource(_ dataSource: DataSource, didPerform update: DataSourceUpdate) {
        cancelMovementBeforeDataChange()
        data.report(update.update)
        let before = data.content.sections
        data.content.replaceSections(shownSections(update.resultingData))
        if let grid = collectionView.layout as? GridLayout {
            configureGrid(grid, width: collectionView.viewportSize.width)
            grid.sectionSlide = update.direction == .right ? 1 : update.direction == .left ? -1 : 0
        }
        do {
            try collectionView.performBatchUpdates(update.update, resultingData: update.resultingData, animated: true)
        } catch {
            data.content.replaceSections(before)
            showToast("The data source's update was refused: \(error)")
        }
    }

    /// A source's load state changed: placeholders may come or go without any item changing.
    public func dataSourceDidChangeLoadState(_ dataSource: DataSource) {
        guard let grid = collectionView.layout as? GridLayout else { return }
        configureGrid(grid, width: collectionView.viewportSize.width)
        collectionView.invalidateLayout(with: GridLayout.metricsChanged)
        collectionView.layoutIfNeeded()
    }

    /// Ends the scripted loads due by the clock's time.
    func advanceDataSources() {
        data.sources?.root.advance(to: time)
    }

    /// Shows segment `index` of the segmented source whose control heads `section` (or the root's,
    /// or the first segmented source): its child's sections slide in from the side of the segment. A child
    /// shown for the first time starts its load now. Undo forgets edits made in other segments.
    public func selectSegment(_ index: Int, inSection section: Int? = nil, animated: Bool = true) throws(InputError) {
        guard let sources = data.sources else { throw InputError("the scene has no segmented data source") }
        let segmented = section.flatMap { sources.segmentedControls()[$0] }
            ?? (sources.root as? SegmentedDataSource) ?? sources.segmentedSources.first
        guard let segmented else { throw InputError("the scene has no segmented data source") }
        guard segmented.children.indices.contains(index) else {
            throw InputError("segment \(index) does not exist: there are \(segmented.children.count) segments")
        }
        guard segmented.selectedIndex != index else { return }
        let child = segmented.children[index]
        if child.loadState == .initial { child.loadContent(at: time) }
        do {
            try segmented.selectChild(at: index, animated: animated)
        } catch {
            throw InputError(error.description)
        }
        document.forgetUndoSteps()
        // Not animated: the new segment's sections are in place on the next frame, no fade.
        if !animated { collectionView.finishAnimations() }
        collectionView.cellContentsChanged()
    }

    /// Hands the items the model put on screen itself (an edit, a drag, a shuffle, an undo) to
    /// the basic sources of the sections shown, so they hold what is shown.
    func handShownItemsToDataSources() {
        guard let sources = data.sources else { return }
        for section in data.content.sections {
            guard let source = sources.basicSources[section.id], !source.isObscured else { continue }
            try? source.acceptItemsShown(section.items.map(\.id))
        }
    }

    /// Refuses an edit in a section whose source shows a placeholder (its items arrive with its load).
    func checkEditable(sections: some Sequence<Int>) throws(InputError) {
        guard let sources = data.sources else { return }
        for index in sections where data.content.sections.indices.contains(index) {
            let id = data.content.sections[index].id
            if let source = sources.basicSources[id], source.isObscured {
                throw InputError("the section \"\(id)\" is showing its placeholder: it can be edited when it has loaded")
            }
        }
    }

    /// The moment the last scripted load ends, while loads are under way (nil when none is).
    var pendingLoadEnd: Double? { data.sources?.pendingLoadEnd }

    /// The segment of a segmented control's header under a content point, if any (pinned
    /// headers where they are pinned now).
    func segmentHit(at point: Point) -> (section: Int?, segment: Int)? {
        guard collectionView.layout is GridLayout else { return nil }
        let probe = Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let headers = collectionView.layout.layoutAttributesForElements(in: probe)
            .filter { ($0.kind == ElementKind.header || $0.kind == ElementKind.globalHeader) && $0.frame.contains(point) }
            .sorted { $0.zIndex > $1.zIndex }
        for header in headers {
            let section = header.indexPath.section, item = header.indexPath.item
            let titles: [String]
            if header.kind == ElementKind.globalHeader {
                guard grid.content.globalHeaders.indices.contains(item),
                      case .segmentedControl(let segments, _) = grid.content.globalHeaders[item] else { continue }
                titles = segments
            } else {
                guard let list = grid.content.headers[section], list.indices.contains(item),
                      case .segmentedControl(let segments, _) = list[item] else { continue }
                titles = segments
            }
            let frames = SegmentedControlHeader.segmentFrames(titles: titles, in: header.frame, category: presentation.category, fonts: fonts,
                                                              measurer: measurer,
                                                              // The point is in the layout's space: a mirrored view already
                                                              // turned the painter's right-to-left order back.
                                                              rightToLeft: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                                                                  && !collectionView.isFlippedHorizontally)
            // A global control is the root's: no section names it.
            if let segment = frames.firstIndex(where: { $0.contains(point) }) {
                return (header.kind == ElementKind.globalHeader ? nil : section, segment)
            }
        }
        return nil
    }

    /// Sends an edit of a data-source scene to the basic sources of its sections — deletes,
    /// inserts, or one move within a section — and lets their reports animate it; false (the
    /// caller applies it itself) for any other shape of update or a scene without data sources.
    func routeThroughDataSources(_ update: BatchUpdate, newItems: [[SceneItem]], sections: [SceneSection]) throws(InputError) -> Bool {
        guard let sources = data.sources else { return false }
        func source(_ section: Int) -> BasicDataSource? {
            sections.indices.contains(section) ? sources.basicSources[sections[section].id] : nil
        }
        let onlyDeletes = !update.deletedItems.isEmpty && update.insertedItems.isEmpty && update.movedItems.isEmpty
        let onlyInserts = !update.insertedItems.isEmpty && update.deletedItems.isEmpty && update.movedItems.isEmpty
        let oneMove = update.movedItems.count == 1 && update.insertedItems.isEmpty && update.deletedItems.isEmpty
            && update.movedItems[0].from.section == update.movedItems[0].to.section
        guard update.reloadedItems.isEmpty, update.deletedSections.isEmpty, update.insertedSections.isEmpty,
              update.movedSections.isEmpty, update.reloadedSections.isEmpty, onlyDeletes || onlyInserts || oneMove else { return false }
        let touched = Set(update.deletedItems.map(\.section) + update.insertedItems.map(\.section) + update.movedItems.map(\.from.section))
        guard touched.allSatisfy({ source($0) != nil }) else { return false }
        do {
            if onlyDeletes {
                for section in touched.sorted() {
                    try source(section)?.deleteItems(at: update.deletedItems.filter { $0.section == section }.map(\.item))
                }
            } else if onlyInserts {
                for indexPath in update.insertedItems.sorted() {
                    let item = newItems[indexPath.section][indexPath.item]
                    data.content.register(item)
                    try source(indexPath.section)?.insertItems([item.id], at: indexPath.item)
                }
            } else {
                let move = update.movedItems[0]
                try source(move.from.section)?.moveItem(from: move.from.item, to: move.to.item)
            }
        } catch {
            throw InputError(error.description)
        }
        return true
    }
}
