import CollectionLayout

/// Interactive reordering, as UIKit's `beginInteractiveMovementForItem(at:)` family: the lifted
/// cell follows the pointer, slightly larger and above everything; the others open a gap at the
/// layout's target index path; ending commits the new order, cancelling restores the old one.
extension CollectionView {
    /// The item being moved, if any.
    public var movingItemID: String? { movement?.itemID }

    /// Lifts the item at an index path; false when there is nothing there (or a move is under way).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let id = data.itemID(at: indexPath), let attributes = layout.layoutAttributesForItem(at: indexPath)
        else { return false }
        unhighlight()
        stopScrollingWhereShown()
        movement = Movement(itemID: id, originalData: data, originalIndexPath: indexPath, position: attributes.center)
        return true
    }

    /// The pointer moved to a content point: the cell follows; where the layout's target index
    /// path changes, the others move to open the gap there.
    public func updateInteractiveMovementTargetPosition(_ position: Point) {
        guard var current = movement, let indexPath = indexPathsByItemID[current.itemID] else { return }
        current.position = position
        movement = current
        let target = layout.targetIndexPath(forInteractivelyMovingItem: indexPath, withPosition: position)
        guard target != indexPath, data.sections.indices.contains(target.section),
              target.item <= data.sections[target.section].itemIDs.count - (target.section == indexPath.section ? 1 : 0)
        else { return }
        var sections = data.sections
        sections[indexPath.section].itemIDs.remove(at: indexPath.item)
        sections[target.section].itemIDs.insert(current.itemID, at: min(target.item, sections[target.section].itemIDs.count))
        apply(CollectionData(sections: sections))
    }

    /// Drops the cell: it settles into its slot and the new order stays. Returns where the item
    /// was and where it is now.
    @discardableResult
    public func endInteractiveMovement() -> (from: IndexPath, to: IndexPath)? {
        guard let finished = movement else { return nil }
        let lifted = liftedAttributes()
        movement = nil
        let identity = ElementIdentity.cell(itemID: finished.itemID)
        if let lifted, let target = layoutAttributes(of: identity) {
            animator.animate(identity, from: lifted, to: target, curve: .spring)
        }
        glideToRestingPlace()
        guard let now = indexPathsByItemID[finished.itemID] else { return nil }
        return (finished.originalIndexPath, now)
    }

    /// Cancels the move: every item goes back to where it was before the lift.
    public func cancelInteractiveMovement() {
        guard let cancelled = movement else { return }
        let lifted = liftedAttributes()
        movement = nil
        apply(cancelled.originalData)
        let identity = ElementIdentity.cell(itemID: cancelled.itemID)
        if let lifted, let target = layoutAttributes(of: identity) {
            animator.animate(identity, from: lifted, to: target, curve: .spring)
        }
        glideToRestingPlace()
    }

    /// The lifted cell's attributes now: the layout's moving-item attributes at the pointer,
    /// 5% larger and in front.
    func liftedAttributes() -> LayoutAttributes? {
        guard let movement, let indexPath = indexPathsByItemID[movement.itemID],
              var attributes = layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: movement.position)
        else { return nil }
        attributes.transform3D = .scale(x: 1.05, y: 1.05, z: 1)
        attributes.zIndex = Int.max / 4
        attributes.alpha = 1
        return attributes
    }
}

/// A move in progress.
struct Movement {
    /// The item being moved.
    var itemID: String
    /// The data before the lift, for cancelling.
    var originalData: CollectionData
    /// Where the item was before the lift.
    var originalIndexPath: IndexPath
    /// The pointer, in content coordinates.
    var position: Point
}
