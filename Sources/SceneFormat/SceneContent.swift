import CellTemplate
import CollectionLayout
import CollectionView

/// The scene's sections and items as they are now: batch updates change them, and the
/// painter, sizer and layout delegate read them, so one shared object holds them. It is the
/// collection view's data source for moves (`SceneContent+Movement`).
@MainActor
package final class SceneContent {
    /// The sections in display order.
    package private(set) var sections: [SceneSection]
    private var itemsByID: [String: SceneItem] = [:]
    /// The items of the last reload as they were before it (see `rememberPreviousVersions`).
    package private(set) var previousVersions: [String: SceneItem] = [:]
    /// Items not shown now but known (those of sections a data source hides), by id.
    private var catalogue: [String: SceneItem] = [:]
    /// The sizes of the items (shown or known) that have their own `size`, by id.
    private var ownSizes: [String: Size] = [:]
    /// The pseudo-language the painter and sizers show the texts in (`shownItem(_:)`,
    /// `shownSection(at:)`); the items and sections here keep the designer's own text.
    package var pseudoLanguage = PseudoLanguage.none

    /// The sections shown; `catalogue` holds items that may be shown later (a data source's
    /// sections still loading, or another segment's).
    package init(sections: [SceneSection], catalogue: [SceneItem] = []) {
        self.sections = sections
        self.catalogue.reserveCapacity(catalogue.count)
        for item in catalogue { self.catalogue[item.id] = item }
        reindex()
    }

    /// The sections shown, each of their items known in the catalogue too (a scene without data
    /// sources): what `init(sections:catalogue:)` makes of a catalogue of exactly those items, the
    /// table of them built once and shared until either changes.
    package init(cataloguingItemsOf sections: [SceneSection]) {
        self.sections = sections
        reindex()
        catalogue = itemsByID
    }

    /// Makes an item known before it is shown (an insert a data source will report).
    package func register(_ item: SceneItem) {
        catalogue[item.id] = item
        if itemsByID[item.id] == nil { ownSizes[item.id] = item.size }
    }

    /// Whether any item (shown or known) has its own `size`.
    package var hasItemsWithOwnSize: Bool { !ownSizes.isEmpty }

    /// An item's own `size`, if it has one (as `item(id)?.size`, without copying the item).
    package func ownSize(of id: String) -> Size? { ownSizes.isEmpty ? nil : ownSizes[id] }

    /// The item with an id (shown, or known from the catalogue).
    package func item(_ id: String) -> SceneItem? {
        if let item = itemsByID[id] ?? catalogue[id] { return item }
        // A reloaded cell's old copy shows the item as it was before the reload.
        return ElementIdentity.itemID(ofReloadedCopy: id).flatMap { previousVersions[$0] }
    }

    /// The items a reload is about to replace, as they are now (`previousVersions`), so the
    /// reloaded cells' old copies show them while they fade out.
    package func rememberPreviousVersions(of ids: [String]) {
        previousVersions = [:]
        for id in ids { previousVersions[id] = itemsByID[id] }
    }

    /// The section with an id.
    package func section(id: String) -> SceneSection? { sections.first { $0.id == id } }

    /// Replaces the sections (after an update).
    package func replaceSections(_ newSections: [SceneSection]) {
        sections = newSections
        reindex()
    }

    /// Takes each section's layout descriptions (flow overrides, compositional section, grid
    /// metrics) from the scene's section with the same id, keeping the items.
    package func updateSectionLayouts(from sceneSections: [SceneSection]) {
        let byID = Dictionary(sceneSections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in sections.indices {
            if let source = byID[sections[index].id] { sections[index].takeLayouts(from: source) }
        }
    }

    /// Takes each item's cell template from the scene's item with the same id (a template tuned in
    /// the inspector or a script); items the scene does not have keep theirs. Whether any changed.
    @discardableResult
    package func updateCellTemplates(from sceneSections: [SceneSection]) -> Bool {
        var templates: [String: CellNode?] = [:]
        for item in sceneSections.flatMap(\.items) { templates[item.id] = item.cellTemplate }
        var changed = false
        for section in sections.indices {
            for index in sections[section].items.indices {
                let id = sections[section].items[index].id
                guard let template = templates[id], sections[section].items[index].cellTemplate != template else { continue }
                sections[section].items[index].cellTemplate = template
                changed = true
            }
        }
        if changed { reindex() }
        return changed
    }

    /// Moves one item from `source` (before the move) to `destination` (after it); the items stay the same.
    package func moveItem(from source: IndexPath, to destination: IndexPath) {
        let item = sections[source.section].items.remove(at: source.item)
        sections[destination.section].items.insert(item, at: destination.item)
    }

    private func reindex() {
        itemsByID = Dictionary(minimumCapacity: sections.reduce(0) { $0 + $1.items.count })
        ownSizes = [:]
        for (id, item) in catalogue { if let size = item.size { ownSizes[id] = size } }
        for section in sections {
            for item in section.items {
                itemsByID[item.id] = item
                if !catalogue.isEmpty { catalogue[item.id] = item }
                // A shown item's size (or its having none) wins over its catalogued copy's, and
                // the last shown with an id over those before it; read while the item is at hand.
                if let size = item.size { ownSizes[item.id] = size } else if !ownSizes.isEmpty { ownSizes[item.id] = nil }
            }
        }
    }
}
