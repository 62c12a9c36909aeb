import CollectionLayout

/// The changes of one batch update, in UIKit's terms: deletions, reloads and move sources
/// name index paths before the update; insertions and move destinations, after it.
public struct BatchUpdate: Sendable {
    /// Items removed (index paths before the update).
    public var deletedItems: [IndexPath] = []
    /// Items added (index paths after the update).
    public var insertedItems: [IndexPath] = []
    /// Items moved (from before, to after).
    public var movedItems: [Move<IndexPath>] = []
    /// Items whose content changed in place (index paths before the update).
    public var reloadedItems: [IndexPath] = []
    /// Sections removed (indexes before the update).
    public var deletedSections: [Int] = []
    /// Sections added (indexes after the update).
    public var insertedSections: [Int] = []
    /// Sections moved (from before, to after).
    public var movedSections: [Move<Int>] = []
    /// Sections whose items are all reloaded (indexes before the update).
    public var reloadedSections: [Int] = []
    /// Items whose cells are configured again in place (index paths before the update), as
    /// `reconfigureItems(at:)`: measured again, no update item, no cross-fade.
    public var reconfiguredItems: [IndexPath] = []

    /// One move, from a place before the update to a place after it.
    public struct Move<Place: Hashable & Sendable>: Hashable, Sendable {
        /// The place before the update.
        public var from: Place
        /// The place after the update.
        public var to: Place

        /// Creates a move.
        public init(from: Place, to: Place) {
            self.from = from
            self.to = to
        }
    }

    /// An empty update.
    public init() {}

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// Adds `other`'s changes to this update's (both in this update's index spaces), as several
    /// calls inside one `performBatchUpdates` closure add up.
    public mutating func formUnion(_ other: BatchUpdate) {
        deletedItems += other.deletedItems
        insertedItems += other.insertedItems
        movedItems += other.movedItems
        reloadedItems += other.reloadedItems
        deletedSections += other.deletedSections
        insertedSections += other.insertedSections
        movedSections += other.movedSections
        reloadedSections += other.reloadedSections
        reconfiguredItems += other.reconfiguredItems
    }

    /// The update items a layout's `prepare(forCollectionViewUpdates:)` receives.
    public var updateItems: [UpdateItem] {
        var items: [UpdateItem] = []
        items += deletedSections.map { UpdateItem(action: .delete, before: IndexPath(item: Int.max, section: $0), after: nil) }
        items += insertedSections.map { UpdateItem(action: .insert, before: nil, after: IndexPath(item: Int.max, section: $0)) }
        items += movedSections.map {
            UpdateItem(action: .move, before: IndexPath(item: Int.max, section: $0.from), after: IndexPath(item: Int.max, section: $0.to))
        }
        items += reloadedSections.map {
            UpdateItem(action: .reload, before: IndexPath(item: Int.max, section: $0), after: IndexPath(item: Int.max, section: $0))
        }
        items += deletedItems.map { UpdateItem(action: .delete, before: $0, after: nil) }
        items += insertedItems.map { UpdateItem(action: .insert, before: nil, after: $0) }
        items += movedItems.map { UpdateItem(action: .move, before: $0.from, after: $0.to) }
        items += reloadedItems.map { UpdateItem(action: .reload, before: $0, after: $0) }
        return items
    }
}
