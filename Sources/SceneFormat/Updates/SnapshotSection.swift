
/// One section of a script's `applySnapshot`, as `NSDiffableDataSourceSnapshot` holds it: the
/// section's id and its items in order, each an id already in the scene or a new item object.
public struct SnapshotSection: Sendable {
    /// One entry of a snapshot section's `items`.
    public enum Entry: Sendable {
        /// An item the scene already has (or had), by id.
        case id(String)
        /// An item with its content: new, or new content for an item already shown.
        case item(SceneItem)
    }

    /// The section's id (a scene section's `id`, default `section-N`).
    public var id: String
    /// The items, in order.
    public var items: [Entry]

    /// Creates a snapshot section.
    public init(id: String, items: [Entry]) {
        self.id = id
        self.items = items
    }
}
