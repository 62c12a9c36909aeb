import CollectionLayout
import CollectionView

/// One change of a script's `batch`, as the script names it with `"do"`: index paths of
/// deletes, reloads, reconfigures and moves' `from` are before the batch; inserts' and moves'
/// `to` after it (UIKit's rule for `performBatchUpdates`).
public enum SceneUpdate: Sendable {
    /// Inserts items at index paths (after the batch), with content or made up.
    case insert([IndexPath], items: [SceneItem]?)
    /// Deletes the items at index paths (before the batch).
    case delete([IndexPath])
    /// Moves one item (from before the batch, to after it).
    case move(from: IndexPath, to: IndexPath)
    /// Reloads items (a cross-fade), with new content when `items` is given.
    case reload([IndexPath], items: [SceneItem]?)
    /// Reconfigures items in place (no animation, measured again), with new content when given.
    case reconfigure([IndexPath], items: [SceneItem]?)
    /// Inserts sections at indexes (after the batch), each with its items.
    case insertSections([Int], items: [[SceneItem]]?)
    /// Deletes sections at indexes (before the batch).
    case deleteSections([Int])
    /// Moves one section (from before the batch, to after it).
    case moveSection(from: Int, to: Int)
    /// Reloads every item of sections (before the batch).
    case reloadSections([Int])

    /// The name the script gives the change (its `"do"`).
    public var name: String {
        switch self {
        case .insert: "insert"
        case .delete: "delete"
        case .move: "move"
        case .reload: "reload"
        case .reconfigure: "reconfigure"
        case .insertSections: "insertSections"
        case .deleteSections: "deleteSections"
        case .moveSection: "moveSection"
        case .reloadSections: "reloadSections"
        }
    }

    /// The change in the runtime's terms.
    package var batchUpdate: BatchUpdate {
        var update = BatchUpdate()
        switch self {
        case .insert(let paths, _): update.insertedItems = paths
        case .delete(let paths): update.deletedItems = paths
        case .move(let from, let to): update.movedItems = [.init(from: from, to: to)]
        case .reload(let paths, _): update.reloadedItems = paths
        case .reconfigure(let paths, _): update.reconfiguredItems = paths
        case .insertSections(let sections, _): update.insertedSections = sections
        case .deleteSections(let sections): update.deletedSections = sections
        case .moveSection(let from, let to): update.movedSections = [.init(from: from, to: to)]
        case .reloadSections(let sections): update.reloadedSections = sections
        }
        return update
    }
}
