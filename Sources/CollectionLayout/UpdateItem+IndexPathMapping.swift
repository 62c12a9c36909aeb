/// Where one index path goes in a batch update, computed from the update items alone.
extension UpdateItem {
    /// The index path after the update of the item at `indexPath` before it, or nil when the
    /// update deletes the item or its section. Follows the order of `applying(_:to:)`:
    /// removals first, then section arrivals, then item arrivals in ascending order.
    public static func indexPathAfterUpdate(for indexPath: IndexPath, in updateItems: [UpdateItem]) -> IndexPath? {
        var section = indexPath.section, item = indexPath.item
        var itemRemovalsBefore = 0
        var sectionRemovalsBefore = 0
        var movedSectionTo: Int?
        var arrivingSections: [Int] = []
        var arrivingItems: [IndexPath] = []
        for update in updateItems {
            let before = update.indexPathBeforeUpdate, after = update.indexPathAfterUpdate
            if update.isSectionUpdate {
                switch update.action {
                case .delete:
                    if before!.section == section { return nil }
                    if before!.section < section { sectionRemovalsBefore += 1 }
                case .move:
                    if before!.section == section { movedSectionTo = after!.section }
                    if before!.section < section { sectionRemovalsBefore += 1 }
                    arrivingSections.append(after!.section)
                case .insert: arrivingSections.append(after!.section)
                case .reload, .none: break
                }
                continue
            }
            switch update.action {
            case .delete:
                if before! == indexPath { return nil }
                if before!.section == section && before!.item < item { itemRemovalsBefore += 1 }
            case .move:
                if before! == indexPath { return after! }
                if before!.section == section && before!.item < item { itemRemovalsBefore += 1 }
                arrivingItems.append(after!)
            case .insert: arrivingItems.append(after!)
            case .reload, .none: break
            }
        }
        item -= itemRemovalsBefore
        if let movedSectionTo {
            section = movedSectionTo
        } else {
            section -= sectionRemovalsBefore
            for arrival in arrivingSections.sorted() where arrival <= section { section += 1 }
        }
        for arrival in arrivingItems.sorted() where arrival.section == section && arrival.item <= item { item += 1 }
        return IndexPath(item: item, section: section)
    }
}
