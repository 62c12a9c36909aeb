import CollectionLayout

/// Interactive reordering, as UIKit's `beginInteractiveMovementForItem(at:)` family. The data
/// source is asked `canMoveItemAt` before the lift and told `moveItemAt` once, when the item is
/// dropped; nothing else reaches it. During the drag the collection view itself shows the gap:
/// it keeps the order as displayed (what the layout sees, as UIKit keeps it internally), moving
/// the lifted item to the target the delegate agrees to (`targetIndexPathForMoveFromItemAt`);
/// the layout hears of each step as a one-item move, the others slide to open the gap, and the
/// content offset stays (nothing scrolls under the pointer but autoscrolling). The lifted cell
/// follows the pointer, slightly larger and above everything. Cancelling moves it back: the
/// data source never hears of the drag.
extension CollectionView {
    /// The item being moved, if any.
    public var movingItemID: String? { movement?.itemID }

    /// Where the layout last proposed the moving item go and where the delegate sent it
    /// (the item's current place when the proposal was refused); nil when nothing moves.
    public var interactiveMovementTarget: (proposed: IndexPath, target: IndexPath)? {
        guard let movement, let proposed = movement.proposedIndexPath else { return nil }
        return (proposed, movement.targetIndexPath ?? proposed)
    }

    /// Lifts the item at an index path; false when there is nothing there, a move is under way,
    /// or the data source says the item cannot move.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let id = data.itemID(at: indexPath), let attributes = calls(layout).layoutAttributesForItem(at: indexPath)
        else { return false }
        if let dataSource, !dataSource.collectionView(self, canMoveItemAt: indexPath) { return false }
        unhighlight()
        stopScrollingWhereShown()
        movement = Movement(itemID: id, originalIndexPath: indexPath, currentIndexPath: indexPath, position: attributes.center)
        return true
    }

    /// The pointer moved to a content point: the cell follows; when the layout proposes another
    /// index path, the delegate says where the item goes, and the others move to open the gap there.
    public func updateInteractiveMovementTargetPosition(_ position: Point) {
        guard var current = movement, let indexPath = movingIndexPath else { return }
        current.position = position
        let proposed = calls(layout).targetIndexPath(forInteractivelyMovingItem: indexPath, withPosition: position)
        var target = indexPath
        if proposed != indexPath {
            target = delegate?.collectionView(self, targetIndexPathForMoveFromItemAt: indexPath, toProposedIndexPath: proposed)
                ?? proposed
        }
        // A place that does not exist (after the item leaves its section) keeps the gap where it is.
        if !isPlace(target, for: indexPath) { target = indexPath }
        current.proposedIndexPath = proposed
        current.targetIndexPath = target
        movement = current
        guard target != indexPath else { return }
        showMove(from: indexPath, to: target)
        movement?.currentIndexPath = target
    }

    /// Drops the cell: the data source is told of the move (when the item ends elsewhere than it
    /// started), and the cell settles into its slot. Returns where the item was and where it is now.
    @discardableResult
    public func endInteractiveMovement() -> (from: IndexPath, to: IndexPath)? {
        guard let finished = movement else { return nil }
        let lifted = liftedAttributes()
        let current = movingIndexPath
        movement = nil
        guard let now = current else { return nil }
        if now != finished.originalIndexPath {
            dataSource?.collectionView(self, moveItemAt: finished.originalIndexPath, to: now)
        }
        settle(finished.itemID, from: lifted)
        glideToRestingPlace()
        return (finished.originalIndexPath, now)
    }

    /// Cancels the move: every item goes back to where it was before the lift; the data source
    /// hears nothing.
    public func cancelInteractiveMovement() {
        guard let cancelled = movement else { return }
        let lifted = liftedAttributes()
        let current = movingIndexPath
        movement = nil
        if let now = current, now != cancelled.originalIndexPath, isPlace(cancelled.originalIndexPath, for: now) {
            // Every step moved the same item, so one move back restores the order before the lift.
            showMove(from: now, to: cancelled.originalIndexPath)
        }
        settle(cancelled.itemID, from: lifted)
    }

    /// Where the moving item is shown now (found by id if the data changed under the move).
    var movingIndexPath: IndexPath? {
        guard let movement else { return nil }
        if data.itemID(at: movement.currentIndexPath) == movement.itemID { return movement.currentIndexPath }
        return indexPathsByItemID[movement.itemID]
    }

    /// Shows the item at `source` at `target` instead (an index path after the move): the order
    /// as displayed changes, the layout hears of a one-item move (so what it keeps per item, such
    /// as measured sizes, follows), and every element near the screen slides from where it is
    /// shown to its new place. Unlike a batch update the content offset is not re-targeted, and
    /// the data source is not involved.
    private func showMove(from source: IndexPath, to target: IndexPath) {
        var before: [ElementIdentity: LayoutAttributes] = [:]
        for element in presentationElements() { before[element.identity] = element.attributes }
        for attributes in calls(layout).layoutAttributesForElements(in: prefetchRect) {
            if let identity = identity(of: attributes), before[identity] == nil { before[identity] = attributes }
        }
        let updateItems = [UpdateItem(action: .move, before: source, after: target)]
        replaceData(data.movingItem(from: source, to: target), removedItemIDs: [])
        var invalidation = InvalidationContext()
        invalidation.invalidateDataSourceCounts = true
        invalidation.updateItems = updateItems
        invalidateLayout(with: invalidation)
        calls(layout).prepare(forCollectionViewUpdates: updateItems)
        settledSizing = nil
        layoutIfNeeded()
        calls(layout).finalizeCollectionViewUpdates()
        clampContentOffset()

        var after: [ElementIdentity: LayoutAttributes] = [:]
        for attributes in calls(layout).layoutAttributesForElements(in: prefetchRect) {
            guard let identity = identity(of: attributes) else { continue }
            if attributes.frame.intersects(bounds) || before[identity] != nil { after[identity] = attributes }
        }
        // Elements that were near the screen and are no longer: found through their index path
        // after the move (cells) or their section (headers, footers), so they slide away.
        for (identity, old) in before where after[identity] == nil {
            if case .cell(let id) = identity {
                if let new = UpdateItem.indexPathAfterUpdate(for: old.indexPath, in: updateItems), data.itemID(at: new) == id,
                   let attributes = calls(layout).layoutAttributesForItem(at: new) { after[identity] = attributes }
            } else if let attributes = layoutAttributes(of: identity) {
                after[identity] = attributes
            }
        }
        for (identity, target) in after {
            if let running = animator.animations[identity], running.to == target { continue }
            let from = animator.presentation(of: identity) ?? before[identity] ?? appearingAttributes(target, in: layout)
            guard from != target else { continue }
            animator.animate(identity, from: from, to: target)
        }
    }

    /// The lifted cell springs from where it was drawn to its slot.
    private func settle(_ itemID: String, from lifted: LayoutAttributes?) {
        let identity = ElementIdentity.cell(itemID: itemID)
        if let lifted, let target = layoutAttributes(of: identity) {
            animator.animate(identity, from: lifted, to: target, curve: .spring)
        }
        glideToRestingPlace()
    }

    /// Whether an item now at `current` can be moved to `target` (an index path after the move).
    private func isPlace(_ target: IndexPath, for current: IndexPath) -> Bool {
        guard data.sections.indices.contains(target.section), target.item >= 0 else { return false }
        let count = data.sections[target.section].itemIDs.count
        return target.item <= count - (target.section == current.section ? 1 : 0)
    }

    /// The lifted cell's attributes now: the layout's moving-item attributes at the pointer,
    /// 5% larger and in front.
    func liftedAttributes() -> LayoutAttributes? {
        guard let movement, let indexPath = movingIndexPath,
              var attributes = calls(layout).layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: movement.position)
        else { return nil }
        attributes.transform3D = .scale(x: 1.05, y: 1.05, z: 1)
        attributes.zIndex = Int.max / 4
        attributes.alpha = 1
        return attributes
    }
}

extension CollectionData {
    /// The data with one item taken from `source` and put at `destination` (an index path after the move).
    func movingItem(from source: IndexPath, to destination: IndexPath) -> CollectionData {
        var moved = self
        let id = moved.sections[source.section].itemIDs.remove(at: source.item)
        moved.sections[destination.section].itemIDs.insert(id, at: destination.item)
        return moved
    }
}

/// A move in progress.
struct Movement {
    /// The item being moved.
    var itemID: String
    /// Where the item was before the lift (in the data source's order).
    var originalIndexPath: IndexPath
    /// Where the item is shown now (in the order as displayed).
    var currentIndexPath: IndexPath
    /// The pointer, in content coordinates.
    var position: Point
    /// The layout's last proposal for the item's place.
    var proposedIndexPath: IndexPath?
    /// Where the delegate sent the item for that proposal.
    var targetIndexPath: IndexPath?
}
