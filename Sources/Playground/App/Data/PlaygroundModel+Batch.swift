import AppSupport
import CollectionLayout
import CollectionView
import SceneFormat

/// Several changes in one `performBatchUpdates`, as a script's `batch` gives them: checked
/// together with UIKit's rules (deletes, reloads and moves' `from` before the batch; inserts
/// and moves' `to` after it) and animated as one update; an impossible batch is one error
/// naming the first change at which it stops adding up, and nothing changes.
extension PlaygroundModel {
    /// Performs `updates` as one batch update.
    public func performBatch(_ updates: [SceneUpdate], animated: Bool = true) throws(InputError) {
        guard !updates.isEmpty else { throw InputError("batch: \"updates\" is empty") }
        var update = BatchUpdate()
        for change in updates { update.formUnion(change.batchUpdate) }
        let sections = data.content.sections
        // A data-source scene's sections are its sources' (each source owns one): they come and go through them.
        if data.sources != nil, !(update.insertedSections.isEmpty && update.deletedSections.isEmpty && update.movedSections.isEmpty) {
            throw InputError("batch: the scene's sections come from its data sources (\"dataSource\"); a script cannot insert, delete or move them")
        }
        // The items given for inserts, by index path after the batch; for inserted sections, by section.
        var insertedItems: [IndexPath: SceneItem] = [:]
        var sectionItems: [Int: [SceneItem]] = [:]
        var replacing: [String: SceneItem] = [:]
        for change in updates {
            switch change {
            case .insert(let paths, let items?):
                for (path, item) in zip(paths, items) { insertedItems[path] = item }
            case .insertSections(let indexes, let items?):
                for (index, list) in zip(indexes, items) { sectionItems[index] = list }
            case .reload(let paths, let items?), .reconfigure(let paths, let items?):
                // (A place out of range is refused below with the batch's message.)
                for (path, item) in zip(paths, items) where sections.indices.contains(path.section)
                    && sections[path.section].items.indices.contains(path.item) {
                    // New content for the item there before the batch; it keeps its id.
                    var replacement = item
                    replacement.id = sections[path.section].items[path.item].id
                    replacing[replacement.id] = replacement
                }
            default: break
            }
        }
        // Sections inserted hold the items they are given.
        let placeholders: (Int) -> [Int] = { Array(repeating: 0, count: sectionItems[$0]?.count ?? 0) }
        do {
            let after = try update.applying(to: sections.map { $0.items.map { _ in 0 } }, insertedSection: placeholders, insertedItem: { _ in 0 }).map(\.count)
            try update.validateCounts(before: sections.map(\.items.count), after: after)
        } catch {
            // A batch of one is a plain action played without animation: named as that action.
            throw InputError(updates.count == 1 ? "\(updates[0].name): \(error.description)"
                             : "batch: " + Self.culprit(of: updates, sections: sections, insertedSection: placeholders) + error.description)
        }

        var issued = Set<String>()
        func fresh(_ item: SceneItem?) -> SceneItem {
            if var item {
                // An item given without an id gets a fresh one.
                if item.id.isEmpty { item.id = makeNewItem(excluding: issued).id }
                issued.insert(item.id)
                return item
            }
            let made = makeNewItem(excluding: issued)
            issued.insert(made.id)
            return made
        }
        var issuedSections = Set<String>()
        try apply(update, animated: animated, newItem: { path in fresh(insertedItems[path]) }, newSection: { index in
            var number = 1
            while self.data.content.section(id: "new-section-\(number)") != nil || issuedSections.contains("new-section-\(number)") { number += 1 }
            issuedSections.insert("new-section-\(number)")
            // A new section's own items; the batch's inserts into it come on top.
            return SceneSection(id: "new-section-\(number)", items: (sectionItems[index] ?? []).map { fresh($0) })
        }, replacing: replacing)
    }

    /// "update N ("name"): " for the first change at which the batch so far stops adding up,
    /// or "" when each prefix adds up (the whole does not).
    private static func culprit(of updates: [SceneUpdate], sections: [SceneSection],
                                insertedSection: (Int) -> [Int]) -> String {
        var prefix = BatchUpdate()
        for (index, change) in updates.enumerated() {
            prefix.formUnion(change.batchUpdate)
            do {
                _ = try prefix.applying(to: sections.map { $0.items.map { _ in 0 } }, insertedSection: insertedSection,
                                        insertedItem: { _ in 0 })
            } catch {
                return "update \(index + 1) (\"\(change.name)\"): "
            }
        }
        return ""
    }
}
