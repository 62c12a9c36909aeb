import CollectionLayout

/// Where cells that may come onto the screen in a batch update were before it, kept by item id
/// as UIKit keeps the layout's attributes from before the update: a cell that slides in from
/// off-screen starts from its old place instead of fading in where it ends.
///
/// Only the cells that can arrive are looked up (no pass over every item): every moved item's
/// source, and in each section on screen as many items beyond either end of what was near the
/// screen as the update adds, removes or moves (those are the ones the update can pull in).
struct PreUpdatePlaces {
    /// The attributes before the update (old content coordinates), by item id.
    private(set) var byItemID: [String: LayoutAttributes] = [:]

    /// How far beyond what was near the screen cells are looked up, at most.
    static let reachLimit = 256

    /// Records the old places of the cells `update` can bring near the screen; `nearScreen` is
    /// what was on or near the screen before (already known), `layout` still prepared on `data`.
    init(update: BatchUpdate, data: CollectionData, nearScreen: [LayoutAttributes], layout: any CollectionViewLayout) {
        func record(_ indexPath: IndexPath) {
            guard let id = data.itemID(at: indexPath), byItemID[id] == nil,
                  let attributes = layout.layoutAttributesForItem(at: indexPath) else { return }
            byItemID[id] = attributes
        }
        for move in update.movedItems { record(move.from) }
        let reach = min(Self.reachLimit, update.insertedItems.count + update.deletedItems.count + update.movedItems.count
                        + update.insertedSections.count + update.deletedSections.count + update.movedSections.count)
        guard reach > 0 else { return }
        var ranges: [Int: ClosedRange<Int>] = [:]
        for attributes in nearScreen where attributes.category == .cell {
            let path = attributes.indexPath
            ranges[path.section] = ranges[path.section].map { min($0.lowerBound, path.item)...max($0.upperBound, path.item) }
                ?? path.item...path.item
        }
        for (section, range) in ranges.sorted(by: { $0.key < $1.key }) where data.sections.indices.contains(section) {
            // (An element still leaving from an earlier update may name a place past the end.)
            let count = data.sections[section].itemIDs.count
            let low = min(range.lowerBound, count), high = min(range.upperBound + 1, count)
            for item in max(0, low - reach)..<low { record(IndexPath(item: item, section: section)) }
            for item in high..<min(count, high + reach) { record(IndexPath(item: item, section: section)) }
        }
        // Sections next to those on screen can slide in when sections come or go.
        if !update.insertedSections.isEmpty || !update.deletedSections.isEmpty || !update.movedSections.isEmpty,
           let first = ranges.keys.min(), let last = ranges.keys.max() {
            for section in [first - 1, last + 1] where data.sections.indices.contains(section) {
                let count = data.sections[section].itemIDs.count
                let items = section < first ? Array(max(0, count - reach)..<count) : Array(0..<min(count, reach))
                for item in items { record(IndexPath(item: item, section: section)) }
            }
        }
    }

    /// The old attributes of an item, if it was looked up.
    subscript(itemID: String) -> LayoutAttributes? { byItemID[itemID] }
}
