import CollectionLayout
import CollectionView
import AppInput
import Typography

/// Reordering by hand: committing or cancelling a lifted cell, and autoscrolling near the edges.
extension PlaygroundModel {
    /// Ends a reorder: the data keeps the new order (and Ctrl+Z can take it back). The content
    /// takes the collection view's order, item by item id.
    func commitMove() {
        let before = content.sections
        guard let moved = collectionView.endInteractiveMovement(), moved.from != moved.to else { return }
        var sections = before
        for (index, section) in collectionView.data.sections.enumerated() where sections.indices.contains(index) {
            sections[index].items = section.itemIDs.compactMap { content.item($0) }
        }
        undoStack.append(before)
        content.replaceSections(sections)
    }

    /// Puts a lifted cell back before the data changes under it (an update, undo, shuffle…).
    func cancelMovementBeforeDataChange() {
        guard collectionView.movingItemID != nil else { return }
        collectionView.cancelInteractiveMovement()
        press = nil
        pointer = nil
    }

    /// Cancels what the hands are doing: a reorder goes back, a pinch lets go.
    func cancelGesture() {
        if collectionView.movingItemID != nil {
            collectionView.cancelInteractiveMovement()
            press = nil
            pointer = nil
        }
        if pinch != nil {
            collectionView.releasePinchedItem()
            if collectionView.interactiveTransition != nil { collectionView.cancelInteractiveTransition() }
            pinch = nil
        }
    }

    /// While a lifted cell is near the top or bottom (left or right) edge, the content scrolls
    /// towards it, faster the closer it is.
    func autoscroll(by seconds: Double) {
        guard collectionView.movingItemID != nil, let pointer, seconds > 0 else { return }
        let frame = collectionFrame
        let zone = Self.autoscrollZone
        func speed(_ distanceIn: Double) -> Double { max(0, (zone - distanceIn) / zone) * Self.autoscrollSpeed }
        var delta = Point.zero
        if collectionView.contentSize.height > collectionView.viewportSize.height {
            delta.y = speed(pointer.y - frame.minY) > 0 ? -speed(pointer.y - frame.minY) : speed(frame.maxY - pointer.y)
        } else {
            delta.x = speed(pointer.x - frame.minX) > 0 ? -speed(pointer.x - frame.minX) : speed(frame.maxX - pointer.x)
        }
        guard delta != .zero else { return }
        collectionView.scroll(by: Point(x: delta.x * seconds, y: delta.y * seconds))
        collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: pointer))
    }
}
