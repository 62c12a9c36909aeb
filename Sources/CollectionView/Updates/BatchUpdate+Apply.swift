import CollectionLayout

extension BatchUpdate {
    /// Applies the update to sections of values, in UIKit's order: items deleted and moved
    /// away (old index paths), sections deleted and moved away, sections inserted and moved in,
    /// items inserted and moved in (new index paths, ascending). Inserted items take their
    /// values from `insertedItem`, inserted sections from `insertedSection`. Every index is
    /// checked first; a bad one throws and nothing is returned.
    public func applying<Value>(to sections: [[Value]], insertedSection: (Int) -> [Value] = { _ in [] },
                                insertedItem: (IndexPath) -> Value) throws(BatchUpdateError) -> [[Value]] {
        try validateBeforeIndexes(sectionCounts: sections.map(\.count))
        var working = sections
        var movedValues: [IndexPath: Value] = [:]
        for move in movedItems { movedValues[move.to] = sections[move.from.section][move.from.item] }

        // Items going away, last first so indexes stay valid.
        let removals = (deletedItems + movedItems.map(\.from)).sorted(by: >)
        for indexPath in removals { working[indexPath.section].remove(at: indexPath.item) }

        // Sections going away, keeping the moved ones' remaining items.
        var movedSectionValues: [Int: [Value]] = [:]
        for move in movedSections { movedSectionValues[move.to] = working[move.from] }
        for section in (deletedSections + movedSections.map(\.from)).sorted(by: >) { working.remove(at: section) }

        // Sections arriving, first first.
        let arrivingSections = (insertedSections.map { ($0, true) } + movedSections.map { ($0.to, false) }).sorted { $0.0 < $1.0 }
        for (section, isInsert) in arrivingSections {
            guard section <= working.count else {
                throw BatchUpdateError("attempt to insert section \(section) but there are only \(working.count) sections after the update")
            }
            working.insert(isInsert ? insertedSection(section) : movedSectionValues[section]!, at: section)
        }

        // Items arriving, first first.
        let arrivals = (insertedItems.map { ($0, true) } + movedItems.map { ($0.to, false) }).sorted { $0.0 < $1.0 }
        var finalCounts = working.map(\.count)
        for (indexPath, _) in arrivals where finalCounts.indices.contains(indexPath.section) { finalCounts[indexPath.section] += 1 }
        for (indexPath, isInsert) in arrivals {
            guard working.indices.contains(indexPath.section) else {
                throw BatchUpdateError("attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are only \(working.count) sections after the update")
            }
            guard indexPath.item >= 0, indexPath.item <= working[indexPath.section].count else {
                throw BatchUpdateError("attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are only \(finalCounts[indexPath.section]) items in section \(indexPath.section) after the update")
            }
            working[indexPath.section].insert(isInsert ? insertedItem(indexPath) : movedValues[indexPath]!, at: indexPath.item)
        }
        return working
    }

    /// Checks every before-update index and that nothing is named twice.
    func validateBeforeIndexes(sectionCounts: [Int]) throws(BatchUpdateError) {
        func check(_ indexPath: IndexPath, _ verb: String) throws(BatchUpdateError) {
            guard sectionCounts.indices.contains(indexPath.section) else {
                throw BatchUpdateError("attempt to \(verb) item \(indexPath.item) from section \(indexPath.section), but there are only \(sectionCounts.count) sections before the update")
            }
            guard indexPath.item >= 0, indexPath.item < sectionCounts[indexPath.section] else {
                throw BatchUpdateError("attempt to \(verb) item \(indexPath.item) from section \(indexPath.section) which only contains \(sectionCounts[indexPath.section]) items before the update")
            }
        }
        for indexPath in deletedItems { try check(indexPath, "delete") }
        for indexPath in reloadedItems { try check(indexPath, "reload") }
        for move in movedItems { try check(move.from, "move") }
        for section in deletedSections + movedSections.map(\.from) where !sectionCounts.indices.contains(section) {
            throw BatchUpdateError("attempt to delete section \(section), but there are only \(sectionCounts.count) sections before the update")
        }
        var seen = Set<IndexPath>()
        for indexPath in deletedItems + movedItems.map(\.from) where !seen.insert(indexPath).inserted {
            throw BatchUpdateError("attempt to delete or move the item at index path (\(indexPath)) twice")
        }
        for indexPath in reloadedItems where seen.contains(indexPath) {
            throw BatchUpdateError("attempt to delete and reload the same index path (\(indexPath))")
        }
        var arriving = Set<IndexPath>()
        for indexPath in insertedItems + movedItems.map(\.to) where !arriving.insert(indexPath).inserted {
            throw BatchUpdateError("attempt to insert or move two items to the same index path (\(indexPath))")
        }
        var sections = Set<Int>()
        for section in deletedSections + movedSections.map(\.from) where !sections.insert(section).inserted {
            throw BatchUpdateError("attempt to delete or move section \(section) twice")
        }
    }

    /// Checks the data after the update against the data before, as UIKit does: the number of
    /// sections, and each surviving section's number of items, must add up.
    public func validateCounts(before: [Int], after: [Int]) throws(BatchUpdateError) {
        try validateBeforeIndexes(sectionCounts: before)
        let expectedSections = before.count + insertedSections.count - deletedSections.count
        guard after.count == expectedSections else {
            throw BatchUpdateError("invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(after.count)) must be equal to the number of sections contained in the collection view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        // Which old section each new one continues (nil: inserted).
        var remaining = Array(before.indices).filter { !deletedSections.contains($0) && !movedSections.map(\.from).contains($0) }
        var origin = [Int?](repeating: nil, count: after.count)
        for move in movedSections where after.indices.contains(move.to) { origin[move.to] = move.from }
        for section in after.indices where origin[section] == nil && !insertedSections.contains(section)
            && !movedSections.map(\.to).contains(section) && !remaining.isEmpty {
            origin[section] = remaining.removeFirst()
        }
        for (section, old) in origin.enumerated() {
            guard let old else { continue }
            let inserted = insertedItems.filter { $0.section == section }.count
            let deleted = deletedItems.filter { $0.section == old }.count
            let movedIn = movedItems.filter { $0.to.section == section && $0.from.section != old }.count
            let movedOut = movedItems.filter { $0.from.section == old && $0.to.section != section }.count
            guard after[section] == before[old] + inserted - deleted + movedIn - movedOut else {
                throw BatchUpdateError("invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(after[section])) must be equal to the number of items contained in that section before the update (\(before[old])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
    }
}
