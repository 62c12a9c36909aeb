import Foundation

/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        /// An item or section was inserted.
        case insert = 0
        /// An item or section was deleted.
        case delete = 1
        /// An item or section was reloaded.
        case reload = 2
        /// An item or section was moved.
        case move = 3
        /// Nothing.
        case none = 4
    }

    /// The index path before the update (nil for an insertion); a section is `[section, NSNotFound]`.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (nil for a deletion); a section is `[section, NSNotFound]`.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    /// An update item with its index paths and action.
    @_spi(Playground) public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
