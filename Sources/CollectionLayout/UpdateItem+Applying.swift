/// Carrying per-item values through a batch update, in UIKit's order: what the collection
/// view does to its data, and what a layout does to whatever it keeps per item (measured
/// sizes, for one) so that those values follow their items to their new index paths.
extension UpdateItem {
    /// Whether this change concerns a whole section (its index paths carry `item == Int.max`,
    /// UIKit's `NSNotFound`).
    public var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == Int.max
    }

    /// Applies `updateItems` to sections of values: items deleted and moved away (old index
    /// paths, last first), sections deleted and moved away, sections inserted and moved in
    /// (first first), items inserted and moved in (new index paths, ascending). Moved items
    /// and sections keep their values; inserted ones take `insertedItem` / `insertedSection`;
    /// reloads change nothing here. Throws a UIKit-style message for an arrival that does not fit.
    public static func applying<Value>(_ updateItems: [UpdateItem], to sections: [[Value]],
                                       insertedSection: (Int) -> [Value] = { _ in [] },
                                       insertedItem: (IndexPath) -> Value) throws(UpdateApplicationError) -> [[Value]] {
        var working = sections
        try apply(updateItems, to: &working, insertedSection: insertedSection, insertedItem: insertedItem)
        return working
    }

    /// Applies `updateItems` to sections of values in place, as `applying(_:to:)` does; the
    /// arrays it changes are moved, not copied, when nothing else holds them. On a throw,
    /// `sections` may be half changed: apply to a copy when that matters.
    public static func apply<Value>(_ updateItems: [UpdateItem], to working: inout [[Value]],
                                    insertedSection: (Int) -> [Value] = { _ in [] },
                                    insertedItem: (IndexPath) -> Value) throws(UpdateApplicationError) {
        var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [], movedItems: [(IndexPath, IndexPath)] = []
        var deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [(Int, Int)] = []
        for update in updateItems {
            let before = update.indexPathBeforeUpdate, after = update.indexPathAfterUpdate
            switch (update.action, update.isSectionUpdate) {
            case (.delete, false): deletedItems.append(before!)
            case (.insert, false): insertedItems.append(after!)
            case (.move, false): movedItems.append((before!, after!))
            case (.delete, true): deletedSections.append(before!.section)
            case (.insert, true): insertedSections.append(after!.section)
            case (.move, true): movedSections.append((before!.section, after!.section))
            case (.reload, _), (.none, _): break
            }
        }
        var movedValues: [IndexPath: Value] = [:]
        for (from, to) in movedItems { movedValues[to] = working[from.section][from.item] }

        // Items going away, last first so indexes stay valid.
        for indexPath in (deletedItems + movedItems.map(\.0)).sorted(by: >) {
            working[indexPath.section].remove(at: indexPath.item)
        }
        // Sections going away, keeping the moved ones' remaining items.
        var movedSectionValues: [Int: [Value]] = [:]
        for (from, to) in movedSections { movedSectionValues[to] = working[from] }
        for section in (deletedSections + movedSections.map(\.0)).sorted(by: >) { working.remove(at: section) }

        // Sections arriving, first first.
        let arrivingSections = (insertedSections.map { ($0, true) } + movedSections.map { ($0.1, false) }).sorted { $0.0 < $1.0 }
        for (section, isInsert) in arrivingSections {
            guard section >= 0, section <= working.count else {
                throw UpdateApplicationError("attempt to insert section \(section) but there are only \(working.count) sections after the update")
            }
            working.insert(isInsert ? insertedSection(section) : movedSectionValues[section]!, at: section)
        }

        // Items arriving, first first.
        let arrivals = (insertedItems.map { ($0, true) } + movedItems.map { ($0.1, false) }).sorted { $0.0 < $1.0 }
        var finalCounts = working.map(\.count)
        for (indexPath, _) in arrivals where finalCounts.indices.contains(indexPath.section) { finalCounts[indexPath.section] += 1 }
        for (indexPath, isInsert) in arrivals {
            guard working.indices.contains(indexPath.section) else {
                throw UpdateApplicationError("attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are only \(working.count) sections after the update")
            }
            guard indexPath.item >= 0, indexPath.item <= working[indexPath.section].count else {
                throw UpdateApplicationError("attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are only \(finalCounts[indexPath.section]) items in section \(indexPath.section) after the update")
            }
            working[indexPath.section].insert(isInsert ? insertedItem(indexPath) : movedValues[indexPath]!, at: indexPath.item)
        }
    }
}

/// An arrival of a batch update that does not fit the data after the update, with UIKit's message.
public struct UpdateApplicationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, in UIKit's words.
    public var description: String

    /// Creates an error with a message.
    public init(_ description: String) {
        self.description = description
    }
}
