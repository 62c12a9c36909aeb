import AppSupport
import CollectionLayout
import CollectionView
import SceneFormat

/// Changing the scene's data: inserts, deletes, moves and reloads, each an animated batch
/// update; an impossible one is refused with UIKit's message and changes nothing.
extension PlaygroundModel {
    /// Inserts items at index paths (after the update); `items` gives their content, or new
    /// cards are made up.
    public func insertItems(at indexPaths: [IndexPath], items: [SceneItem]? = nil, animated: Bool = true) throws(InputError) {
        var update = BatchUpdate()
        update.insertedItems = indexPaths
        var provided = (items ?? [])[...]
        var issued = Set<String>()
        try apply(update, animated: animated) { indexPath in
            if var item = provided.popFirst() {
                // An item given without an id gets a fresh one.
                if item.id.isEmpty { item.id = self.makeNewItem(excluding: issued).id }
                issued.insert(item.id)
                return item
            }
            let item = self.makeNewItem(excluding: issued)
            issued.insert(item.id)
            return item
        }
    }

    /// Deletes the items at index paths (before the update).
    public func deleteItems(at indexPaths: [IndexPath], animated: Bool = true) throws(InputError) {
        var update = BatchUpdate()
        update.deletedItems = indexPaths
        try apply(update, animated: animated) { _ in self.makeNewItem(excluding: []) }
    }

    /// Moves one item.
    public func moveItem(from: IndexPath, to: IndexPath, animated: Bool = true) throws(InputError) {
        var update = BatchUpdate()
        update.movedItems = [.init(from: from, to: to)]
        try apply(update, animated: animated) { _ in self.makeNewItem(excluding: []) }
    }

    /// Reloads items: their cells are configured (and measured) again.
    public func reloadItems(at indexPaths: [IndexPath], animated: Bool = true) throws(InputError) {
        var update = BatchUpdate()
        update.reloadedItems = indexPaths
        try apply(update, animated: animated) { _ in self.makeNewItem(excluding: []) }
    }

    /// Applies `update` to the scene's sections: inserted items from `newItem`, inserted
    /// sections from `newSection`, items in `replacing` given new content (same ids). Checks
    /// the update adds up and animates it; an impossible one changes nothing.
    func apply(_ update: BatchUpdate, animated: Bool, newItem: (IndexPath) -> SceneItem,
               newSection: (Int) -> SceneSection = { SceneSection(id: "new-section-\($0)", items: []) },
               replacing: [String: SceneItem] = [:]) throws(InputError) {
        let sections = data.content.sections
        let newItems: [[SceneItem]]
        let newSectionList: [SceneSection]
        do {
            var insertedSections: [Int: SceneSection] = [:]
            newItems = try update.applying(to: sections.map(\.items), insertedSection: { index in
                let section = newSection(index)
                insertedSections[index] = section
                return section.items
            }, insertedItem: newItem)
            // The sections themselves follow the section changes alone.
            let sectionChanges = update.updateItems.filter(\.isSectionUpdate)
            newSectionList = sectionChanges.isEmpty ? sections
                : try UpdateItem.applying(sectionChanges, to: sections.map { [$0] },
                                          insertedSection: { [insertedSections[$0] ?? newSection($0)] },
                                          insertedItem: { _ in sections[0] }).map { $0[0] }
        } catch let error as BatchUpdateError {
            throw InputError(error.description)
        } catch {
            throw InputError("\(error)")
        }
        var seen = Set<String>()
        for item in newItems.joined() where !seen.insert(item.id).inserted {
            throw InputError("invalid update: the item id \"\(item.id)\" would appear twice")
        }
        var seenSections = Set<String>()
        for section in newSectionList where !seenSections.insert(section.id).inserted {
            throw InputError("invalid update: the section id \"\(section.id)\" would appear twice")
        }
        var newSections = newSectionList
        for index in newSections.indices {
            newSections[index].items = newItems[index].map { replacing[$0.id] ?? $0 }
        }
        let data = CollectionData(sections: newSections.map { .init(id: $0.id, itemIDs: $0.items.map(\.id)) })
        do {
            try update.validateCounts(before: sections.map(\.items.count),
                                      after: data.sections.map(\.itemIDs.count))
        } catch {
            throw InputError(error.description)
        }
        // A section behind a placeholder takes its items from its load, not from edits.
        try checkEditable(sections: Set(update.insertedItems.map(\.section) + update.deletedItems.map(\.section)
                                        + update.movedItems.flatMap { [$0.from.section, $0.to.section] }
                                        + update.deletedSections + update.movedSections.map(\.from)))
        // The update adds up: a lifted card goes back first, then the data changes.
        cancelMovementBeforeDataChange()
        // In a data-source scene the edit goes to the basic source of its section, which reports
        // it up the chain; it reaches the collection view at global index paths.
        if replacing.isEmpty, try routeThroughDataSources(update, newItems: newItems, sections: sections) { return }
        var deckBefore: Size?
        do {
            self.data.content.rememberPreviousVersions(of: update.reloadedItems.compactMap { collectionView.data.itemID(at: $0) }
                + update.reloadedSections.flatMap { sections.indices.contains($0) ? sections[$0].items.map(\.id) : [] })
            self.data.content.replaceSections(newSections)
            // Cover flow's deck takes the tallest card of the new items, and the update animates to it.
            deckBefore = refreshCoverFlowDeck(invalidating: false)
            try collectionView.performBatchUpdates(update, resultingData: data, animated: animated)
        } catch {
            self.data.content.replaceSections(sections)
            if let deckBefore { (collectionView.layout as? CoverFlowLayout)?.itemSize = deckBefore }
            throw InputError(error.description)
        }
        if !replacing.isEmpty { collectionView.cellContentsChanged() }
        refitFittedColumns()
        handShownItemsToDataSources()
    }

    /// A new card with an id no item has yet (nor any in `excluding`).
    func makeNewItem(excluding issued: Set<String>) -> SceneItem {
        var number = 1
        while data.content.item("new-\(number)") != nil || issued.contains("new-\(number)") { number += 1 }
        let colors: [UInt32] = [0x2A9D8F, 0xE9C46A, 0xF4A261, 0xE76F51, 0x264653, 0x8AB17D]
        return SceneItem(id: "new-\(number)", title: "New item \(number)",
                         subtitle: "Added by a batch update.", color: Color(hex: colors[number % colors.count]))
    }
}
