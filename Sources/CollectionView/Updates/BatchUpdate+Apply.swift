import CollectionLayout

extension BatchUpdate {
    /// Applies the update to sections of values, in UIKit's order (`UpdateItem.applying`):
    /// items deleted and moved away (old index paths), sections deleted and moved away, sections
    /// inserted and moved in, items inserted and moved in (new index paths, ascending). Inserted
    /// items take their values from `insertedItem`, inserted sections from `insertedSection`.
    /// Every index is checked first; a bad one throws and nothing is returned.
    public func applying<Value>(to sections: [[Value]], insertedSection: (Int) -> [Value] = { _ in [] },
                                insertedItem: (IndexPath) -> Value) throws(BatchUpdateError) -> [[Value]] {
        try validateBeforeIndexes(sectionCounts: sections.map(\.count))
        do {
            return try UpdateItem.applying(updateItems, to: sections, insertedSection: insertedSection, insertedItem: insertedItem)
        } catch {
            throw BatchUpdateError(error.description)
        }
    }

    /// Checks every before-update index and that nothing is named twice, with UIKit's messages.
    func validateBeforeIndexes(sectionCounts: [Int]) throws(BatchUpdateError) {
        let sectionCount = sectionCounts.count
        func checkSection(_ section: Int, _ verb: String) throws(BatchUpdateError) {
            guard sectionCounts.indices.contains(section) else {
                throw BatchUpdateError("attempt to \(verb) section \(section), but there are only \(sectionCount) sections before the update")
            }
        }
        func check(_ indexPath: IndexPath, _ verb: String) throws(BatchUpdateError) {
            guard sectionCounts.indices.contains(indexPath.section) else {
                throw BatchUpdateError("attempt to \(verb) item \(indexPath.item) from section \(indexPath.section), but there are only \(sectionCount) sections before the update")
            }
            guard indexPath.item >= 0, indexPath.item < sectionCounts[indexPath.section] else {
                throw BatchUpdateError("attempt to \(verb) item \(indexPath.item) from section \(indexPath.section) which only contains \(sectionCounts[indexPath.section]) items before the update")
            }
        }
        for section in deletedSections { try checkSection(section, "delete") }
        for move in movedSections { try checkSection(move.from, "move") }
        for section in reloadedSections { try checkSection(section, "reload") }
        for indexPath in deletedItems { try check(indexPath, "delete") }
        for indexPath in reloadedItems { try check(indexPath, "reload") }
        for move in movedItems { try check(move.from, "move") }
        for indexPath in reconfiguredItems { try check(indexPath, "reconfigure") }

        var sections = Set<Int>()
        for section in deletedSections where !sections.insert(section).inserted {
            throw BatchUpdateError("attempt to delete section \(section) twice")
        }
        for move in movedSections where !sections.insert(move.from).inserted {
            throw BatchUpdateError(deletedSections.contains(move.from)
                ? "attempt to perform a delete and a move from the same section (\(move.from))"
                : "attempt to move section \(move.from) twice")
        }
        var reloaded = Set<Int>()
        for section in reloadedSections where !reloaded.insert(section).inserted || sections.contains(section) {
            throw BatchUpdateError(sections.contains(section)
                ? "attempt to delete and reload the same section (\(section))"
                : "attempt to reload section \(section) twice")
        }
        var deleted = Set<IndexPath>()
        for indexPath in deletedItems where !deleted.insert(indexPath).inserted {
            throw BatchUpdateError("attempt to delete the same index path (\(indexPath)) twice")
        }
        var movedAway = Set<IndexPath>()
        for move in movedItems where !movedAway.insert(move.from).inserted || deleted.contains(move.from) {
            throw BatchUpdateError(deleted.contains(move.from)
                ? "attempt to perform a delete and a move from the same index path (\(move.from))"
                : "attempt to move the same index path (\(move.from)) twice")
        }
        var reloadedItems = Set<IndexPath>()
        for indexPath in self.reloadedItems {
            if deleted.contains(indexPath) || sections.contains(indexPath.section) {
                throw BatchUpdateError("attempt to delete and reload the same index path (\(indexPath))")
            }
            if movedAway.contains(indexPath) {
                throw BatchUpdateError("attempt to perform a reload and a move from the same index path (\(indexPath))")
            }
            if !reloadedItems.insert(indexPath).inserted {
                throw BatchUpdateError("attempt to reload the same index path (\(indexPath)) twice")
            }
        }
        var reconfigured = Set<IndexPath>()
        for indexPath in reconfiguredItems {
            if deleted.contains(indexPath) || sections.contains(indexPath.section) {
                throw BatchUpdateError("attempt to delete and reconfigure the same index path (\(indexPath))")
            }
            if reloadedItems.contains(indexPath) || reloaded.contains(indexPath.section) {
                throw BatchUpdateError("attempt to reload and reconfigure the same index path (\(indexPath))")
            }
            if !reconfigured.insert(indexPath).inserted {
                throw BatchUpdateError("attempt to reconfigure the same index path (\(indexPath)) twice")
            }
        }
        for move in movedItems where deletedSections.contains(move.from.section) {
            throw BatchUpdateError("attempt to move item \(move.from.item) out of section \(move.from.section), which is being deleted")
        }
        var arriving = Set<IndexPath>()
        for indexPath in insertedItems where !arriving.insert(indexPath).inserted {
            throw BatchUpdateError("attempt to insert the same index path (\(indexPath)) twice")
        }
        for move in movedItems where !arriving.insert(move.to).inserted {
            throw BatchUpdateError("attempt to perform an insert and a move to the same index path (\(move.to))")
        }
        var arrivingSections = Set<Int>()
        for section in insertedSections + movedSections.map(\.to) where !arrivingSections.insert(section).inserted {
            throw BatchUpdateError("attempt to insert or move two sections to the same index (\(section))")
        }
    }

    /// Checks every after-update index against the counts after the update.
    func validateAfterIndexes(sectionCounts: [Int]) throws(BatchUpdateError) {
        for section in insertedSections where !sectionCounts.indices.contains(section) {
            throw BatchUpdateError("attempt to insert section \(section) but there are only \(sectionCounts.count) sections after the update")
        }
        for move in movedSections where !sectionCounts.indices.contains(move.to) {
            throw BatchUpdateError("attempt to move section \(move.from) to section \(move.to) but there are only \(sectionCounts.count) sections after the update")
        }
        func check(_ indexPath: IndexPath, _ what: String) throws(BatchUpdateError) {
            guard sectionCounts.indices.contains(indexPath.section) else {
                throw BatchUpdateError("attempt to \(what) section \(indexPath.section), but there are only \(sectionCounts.count) sections after the update")
            }
            guard indexPath.item >= 0, indexPath.item < sectionCounts[indexPath.section] else {
                throw BatchUpdateError("attempt to \(what) section \(indexPath.section), but there are only \(sectionCounts[indexPath.section]) items in section \(indexPath.section) after the update")
            }
        }
        for indexPath in insertedItems { try check(indexPath, "insert item \(indexPath.item) into") }
        for move in movedItems { try check(move.to, "move item \(move.from.item) from section \(move.from.section) to item \(move.to.item) in") }
    }

    /// Checks the data after the update against the data before, as UIKit does: every index,
    /// the number of sections, and each surviving section's number of items must add up.
    public func validateCounts(before: [Int], after: [Int]) throws(BatchUpdateError) {
        try validateBeforeIndexes(sectionCounts: before)
        let expectedSections = before.count + insertedSections.count - deletedSections.count
        guard after.count == expectedSections else {
            throw BatchUpdateError("invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(after.count)) must be equal to the number of sections contained in the collection view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        try validateAfterIndexes(sectionCounts: after)
        // Which old section each new one continues (nil: inserted).
        let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
        let inserted = Set(insertedSections), deleted = Set(deletedSections)
        var remaining = Array(before.indices).filter { !deleted.contains($0) && !movedFrom.contains($0) }[...]
        var origin = [Int?](repeating: nil, count: after.count)
        for move in movedSections where after.indices.contains(move.to) { origin[move.to] = move.from }
        for section in after.indices where origin[section] == nil && !inserted.contains(section) && !movedTo.contains(section) {
            origin[section] = remaining.popFirst()
        }
        var insertedBySection: [Int: Int] = [:], deletedBySection: [Int: Int] = [:]
        for indexPath in insertedItems { insertedBySection[indexPath.section, default: 0] += 1 }
        for indexPath in deletedItems { deletedBySection[indexPath.section, default: 0] += 1 }
        for (section, old) in origin.enumerated() {
            guard let old else { continue }
            let inserted = insertedBySection[section] ?? 0
            let deleted = deletedBySection[old] ?? 0
            let movedIn = movedItems.filter { $0.to.section == section && $0.from.section != old }.count
            let movedOut = movedItems.filter { $0.from.section == old && $0.to.section != section }.count
            guard after[section] == before[old] + inserted - deleted + movedIn - movedOut else {
                throw BatchUpdateError("invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(after[section])) must be equal to the number of items contained in that section before the update (\(before[old])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
    }
}
