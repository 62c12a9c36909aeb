import CollectionLayout

/// The batch update that turns one snapshot of the data into another, by ids: sections and
/// items only in the old are deleted, only in the new inserted; those in both that changed
/// place are moved — as few as possible: the longest run that kept its order stays put.
///
/// Runs in O(n log n) (hashing plus a longest-increasing-subsequence pass), which is what
/// makes a 100,000-item diff take milliseconds.
public enum SnapshotDiff {
    /// The update from `old` to `new`; items in `reloaded` that survive are reloaded.
    public static func update(from old: CollectionData, to new: CollectionData, reloaded: Set<String> = []) -> BatchUpdate {
        var update = BatchUpdate()
        let oldSectionIndex = Dictionary(old.sections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let newSectionIndex = Dictionary(new.sections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        update.deletedSections = old.sections.indices.filter { newSectionIndex[old.sections[$0].id] == nil }
        update.insertedSections = new.sections.indices.filter { oldSectionIndex[new.sections[$0].id] == nil }

        // Sections in both: keep the longest run in order, move the rest.
        let common = new.sections.indices.compactMap { newIndex in
            oldSectionIndex[new.sections[newIndex].id].map { (old: $0, new: newIndex) }
        }
        let keptSections = Set(longestIncreasingRun(common.map(\.old)).map { common[$0].new })
        for pair in common where !keptSections.contains(pair.new) {
            update.movedSections.append(.init(from: pair.old, to: pair.new))
        }

        // Items: positions by id, as one number each (the section's first item's place + the item).
        let oldFirstPlace = old.sections.reduce(into: [0]) { $0.append($0.last! + $1.itemIDs.count) }
        let oldPlaces = ItemPlaceTable(ids: old.sections.count == 1 ? old.sections[0].itemIDs : old.sections.flatMap(\.itemIDs))
        let oldSectionSurvives = old.sections.map { newSectionIndex[$0.id] != nil }
        var stays = [Bool](repeating: false, count: oldFirstPlace.last!)
        /// The index path of an old place (a binary search over the sections' first places).
        func oldIndexPath(_ place: Int) -> IndexPath {
            var low = 0, high = old.sections.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if oldFirstPlace[mid] <= place { low = mid } else { high = mid - 1 }
            }
            return IndexPath(item: place - oldFirstPlace[low], section: low)
        }
        // Items of inserted sections come with their section; items of deleted sections go with theirs.
        for (newSection, contents) in new.sections.enumerated() {
            guard let oldSection = oldSectionIndex[contents.id] else { continue }
            let oldRange = oldFirstPlace[oldSection]..<oldFirstPlace[oldSection + 1]
            // Items of this section that were in the same section before, in new order.
            var stayers: [(newItem: Int, oldItem: Int)] = []
            stayers.reserveCapacity(contents.itemIDs.count)
            for (newItem, id) in contents.itemIDs.enumerated() {
                let to = IndexPath(item: newItem, section: newSection)
                guard let place = oldPlaces.place(of: id) else {
                    update.insertedItems.append(to)
                    continue
                }
                let from = oldRange.contains(place) ? IndexPath(item: place - oldRange.lowerBound, section: oldSection)
                                                    : oldIndexPath(place)
                guard oldSectionSurvives[from.section] else {
                    update.insertedItems.append(to)
                    continue
                }
                stays[place] = true
                if from.section == oldSection {
                    stayers.append((newItem, from.item))
                } else {
                    update.movedItems.append(.init(from: from, to: to))
                }
                if !reloaded.isEmpty && reloaded.contains(id) { update.reloadedItems.append(from) }
            }
            var kept = [Bool](repeating: false, count: stayers.count)
            for index in longestIncreasingRun(stayers.map(\.oldItem)) { kept[index] = true }
            for (index, stayer) in stayers.enumerated() where !kept[index] {
                update.movedItems.append(.init(from: IndexPath(item: stayer.oldItem, section: oldSection),
                                               to: IndexPath(item: stayer.newItem, section: newSection)))
            }
        }
        for (section, contents) in old.sections.enumerated() where oldSectionSurvives[section] {
            let first = oldFirstPlace[section]
            for item in contents.itemIDs.indices where !stays[first + item] {
                update.deletedItems.append(IndexPath(item: item, section: section))
            }
        }
        // A moved item is not also reloaded: its cell is configured afresh where it lands.
        let moved = Set(update.movedItems.map(\.from))
        update.reloadedItems.removeAll { moved.contains($0) }
        return update
    }

    /// The positions (into `values`) of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var cursor = tails.last!
        while cursor >= 0 {
            run.append(cursor)
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}
