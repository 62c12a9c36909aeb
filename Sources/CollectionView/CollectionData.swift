import CollectionLayout

/// The structure of a collection's data: sections of items, each item with a stable id.
///
/// What an item shows is the app's business; the collection view only needs to know how many
/// items there are and which is which, so ids follow items through every change.
public struct CollectionData: Hashable, Sendable {
    /// One section: its id and its items' ids, in order.
    public struct Section: Hashable, Sendable {
        /// The section's stable id.
        public var id: String
        /// The items' stable ids, in display order.
        public var itemIDs: [String]

        /// Creates a section.
        public init(id: String, itemIDs: [String]) {
            self.id = id
            self.itemIDs = itemIDs
        }
    }

    /// The sections, in display order.
    public var sections: [Section]

    /// Creates data from its sections.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// The id of the item at an index path, or nil when there is none.
    public func itemID(at indexPath: IndexPath) -> String? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemIDs.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].itemIDs[indexPath.item]
    }

    /// Every item's id, section by section.
    public var allItemIDs: [String] { sections.flatMap(\.itemIDs) }
}
