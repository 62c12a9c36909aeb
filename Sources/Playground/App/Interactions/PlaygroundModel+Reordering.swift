import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Interactions
import Typography

/// Reordering: committing or cancelling a lifted cell, autoscrolling near the edges, and a
/// script's reorder (one undoable move where the grip would put the row).
extension PlaygroundModel {
    /// Ends a reorder: the collection view tells the content (its data source) of the one move,
    /// and Ctrl+Z can take it back.
    func commitMove() {
        let before = data.content.sections
        guard let moved = collectionView.endInteractiveMovement(), moved.from != moved.to else { return }
        refitFittedColumns()
        handShownItemsToDataSources()
        pushUndo(.data(before))
    }

    /// Whether the lifted card is over a section it may not go into: the delegate keeps the gap
    /// where it was, and the card is drawn dimmed with a "no entry" badge.
    public var isDropRefused: Bool {
        guard let proposal = collectionView.interactiveMovementTarget else { return false }
        return !data.content.acceptsDrop(inSection: proposal.proposed.section)
    }

    /// Puts a lifted cell back before the data changes under it (an update, undo, shuffle…).
    func cancelMovementBeforeDataChange() { handlePress(.cancelled) }

    /// Cancels what the hands are doing: a reorder goes back, a pinch lets go.
    func cancelGesture() {
        handlePress(.cancelled)
        handlePinch(.cancelled)
    }

    /// A script's reorder: one undoable move where the grip would put the row, refused when the
    /// row or the destination section does not allow it.
    public func reorder(from: IndexPath, to: IndexPath) throws(InputError) {
        guard let itemID = collectionView.data.itemID(at: from), let item = data.content.item(itemID) else {
            throw InputError("no item at [\(from.section), \(from.item)]")
        }
        guard item.movable, data.content.sections[from.section].movable else { throw InputError("“\(item.title ?? itemID)” cannot be moved") }
        guard data.content.acceptsDrop(inSection: to.section) else { throw InputError("section \(to.section) does not take moved items") }
        rememberForUndo()
        do { try moveItem(from: from, to: to) } catch {
            self.document.withdrawLastEdit()
            throw error
        }
    }
}
