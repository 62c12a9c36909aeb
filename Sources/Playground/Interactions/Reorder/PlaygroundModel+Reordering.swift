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
        let before = content.sections
        guard let moved = collectionView.endInteractiveMovement(), moved.from != moved.to else { return }
        refitFittedColumns()
        handShownItemsToDataSources()
        pushUndo(.data(before))
    }

    /// Whether the lifted card is over a section it may not go into: the delegate keeps the gap
    /// where it was, and the card is drawn dimmed with a "no entry" badge.
    public var isDropRefused: Bool {
        guard let proposal = collectionView.interactiveMovementTarget else { return false }
        return !content.acceptsDrop(inSection: proposal.proposed.section)
    }

    /// Puts a lifted cell back before the data changes under it (an update, undo, shuffle…).
    func cancelMovementBeforeDataChange() {
        guard collectionView.movingItemID != nil else { return }
        collectionView.cancelInteractiveMovement()
        interactions.press.end()
    }

    /// Cancels what the hands are doing: a reorder goes back, a pinch lets go.
    func cancelGesture() {
        if collectionView.movingItemID != nil {
            collectionView.cancelInteractiveMovement()
            interactions.press.end()
        }
        handlePinch(.cancelled)
    }

    /// While a lifted cell is near the top or bottom (left or right) edge, the content scrolls
    /// towards it, faster the closer it is.
    func autoscroll(by seconds: Double) {
        guard collectionView.movingItemID != nil, let pointer = interactions.press.pointer, seconds > 0 else { return }
        let scroll = ReorderAutoscroll.scroll(pointer: pointer, frame: collectionFrame,
                                              scrollsVertically: collectionView.contentSize.height > collectionView.viewportSize.height,
                                              seconds: seconds)
        guard scroll != .zero else { return }
        collectionView.scroll(by: scroll)
        collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: pointer))
    }

    /// A script's reorder: one undoable move where the grip would put the row, refused when the
    /// row or the destination section does not allow it.
    public func reorder(from: IndexPath, to: IndexPath) throws(InputError) {
        guard let itemID = collectionView.data.itemID(at: from), let item = content.item(itemID) else {
            throw InputError("no item at [\(from.section), \(from.item)]")
        }
        guard item.movable, content.sections[from.section].movable else { throw InputError("“\(item.title ?? itemID)” cannot be moved") }
        guard content.acceptsDrop(inSection: to.section) else { throw InputError("section \(to.section) does not take moved items") }
        rememberForUndo()
        do { try moveItem(from: from, to: to) } catch {
            self.document.withdrawLastEdit()
            throw error
        }
    }
}
