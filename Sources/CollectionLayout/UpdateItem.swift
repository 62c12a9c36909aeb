/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`.
public struct UpdateItem: Hashable, Sendable {
    /// What kind of change it is.
    public enum Action: String, Hashable, Sendable {
        /// An item or section appears.
        case insert
        /// An item or section goes away.
        case delete
        /// An item's content changes in place.
        case reload
        /// An item moves to another place.
        case move
        /// Nothing changes.
        case none
    }

    /// The kind of change.
    public var action: Action
    /// The index path before the update (nil for inserts).
    public var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (nil for deletes).
    public var indexPathAfterUpdate: IndexPath?

    /// Creates an update item.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
