import AppSupport
import CollectionLayout
import CollectionView
import SceneFormat

/// Diffable snapshots, as `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)`:
/// the scene's sections and items are compared with the snapshot's by id, and the difference
/// — deletes, inserts, moves, section changes — is performed as one batch update. An item
/// object whose id is already shown brings new content and is reconfigured in place.
extension PlaygroundModel {
    /// Applies a snapshot; an id given twice, or an id the scene does not know given without
    /// its content, is refused and nothing changes.
    public func applySnapshot(_ snapshot: [SnapshotSection], animatingDifferences: Bool = true) throws(InputError) {
        var sectionIDs = Set<String>()
        var itemIDs = Set<String>()
        var reconfigured: [String: SceneItem] = [:]
        var issued = Set<String>()
        var newSections: [SceneSection] = []
        for entry in snapshot {
            let id = resolvedSectionID(entry.id)
            guard sectionIDs.insert(id).inserted else {
                throw InputError("applySnapshot: the section id \"\(entry.id)\" is given twice")
            }
            var section = data.content.section(id: id) ?? document.scene.sections.first { $0.id == id } ?? SceneSection(id: id, items: [])
            section.items = []
            for item in entry.items {
                var sceneItem: SceneItem
                switch item {
                case .id(let itemID):
                    guard let known = data.content.item(itemID) else {
                        throw InputError("applySnapshot: the item \"\(itemID)\" is not in the scene; give it as an object ({\"id\": \"\(itemID)\", \"title\": …})")
                    }
                    sceneItem = known
                case .item(let given):
                    sceneItem = given
                    if sceneItem.id.isEmpty { sceneItem.id = makeNewItem(excluding: issued).id }
                    if data.content.item(sceneItem.id) != nil { reconfigured[sceneItem.id] = sceneItem }
                }
                guard itemIDs.insert(sceneItem.id).inserted else {
                    throw InputError("applySnapshot: the item id \"\(sceneItem.id)\" is given twice")
                }
                issued.insert(sceneItem.id)
                section.items.append(sceneItem)
            }
            newSections.append(section)
        }
        try commitSnapshot(newSections, reconfigured: Set(reconfigured.keys), animated: animatingDifferences, label: "applySnapshot")
    }

    /// Shows `newSections`: the difference from what is shown, by id, as one batch update;
    /// items in `reconfigured` that stay in place are reconfigured. Refused: nothing changes.
    func commitSnapshot(_ newSections: [SceneSection], reconfigured: Set<String>, animated: Bool, label: String) throws(InputError) {
        guard data.sources == nil else {
            throw InputError("\(label): the scene's sections come from its data sources (\"dataSource\"), not from a snapshot")
        }
        let current = data.content.sections
        let data = CollectionData(sections: newSections.map { .init(id: $0.id, itemIDs: $0.items.map(\.id)) })
        var update = SnapshotDiff.update(from: collectionView.data, to: data)
        // Items with new content that stay (not deleted, not moved) are reconfigured in place;
        // a moved one is configured afresh where it lands.
        let moved = Set(update.movedItems.map(\.from))
        let shownIDs = Set(data.allItemIDs)
        for (section, contents) in collectionView.data.sections.enumerated() where !update.deletedSections.contains(section) {
            for (item, id) in contents.itemIDs.enumerated() where reconfigured.contains(id) && shownIDs.contains(id) {
                let path = IndexPath(item: item, section: section)
                if !moved.contains(path) { update.reconfiguredItems.append(path) }
            }
        }
        try checkEditable(sections: Set(update.deletedItems.map(\.section) + update.movedItems.map(\.from.section)
                                        + update.deletedSections + update.movedSections.map(\.from)))
        cancelMovementBeforeDataChange()
        self.data.content.replaceSections(newSections)
        let deckBefore = refreshCoverFlowDeck(invalidating: false)
        do {
            try collectionView.performBatchUpdates(update, resultingData: data, animated: animated)
        } catch {
            self.data.content.replaceSections(current)
            if let deckBefore { (collectionView.layout as? CoverFlowLayout)?.itemSize = deckBefore }
            throw InputError("\(label): " + error.description)
        }
        if !reconfigured.isEmpty { collectionView.cellContentsChanged() }
        refitFittedColumns()
        handShownItemsToDataSources()
    }

    /// The id of the section a snapshot names: its own, or — for `section-N` when no section
    /// has that id — the section at index N whose id the scene left to its default.
    func resolvedSectionID(_ id: String) -> String {
        if data.content.section(id: id) != nil || document.scene.sections.contains(where: { $0.id == id }) { return id }
        if id.hasPrefix("section-"), let index = Int(id.dropFirst("section-".count)),
           document.scene.sections.indices.contains(index), document.scene.sections[index].id == "s\(index)" {
            return "s\(index)"
        }
        return id
    }
}
