import CollectionLayout

/// Highlight and selection with UIKit's flow: a press highlights (if allowed), a release on the
/// same item selects (or, with multiple selection, toggles), asking the delegate first.
/// Selection is kept by item id, so it follows items through moves, updates and layout changes.
extension CollectionView {
    /// The selected items' index paths, in order.
    public var indexPathsForSelectedItems: [IndexPath] {
        selectedItemIDs.compactMap { indexPathsByItemID[$0] }.sorted()
    }

    /// Whether the item is selected.
    public func isSelected(_ itemID: String) -> Bool { selectedItemIDs.contains(itemID) }

    /// Selects exactly the items of `ids` that are shown (another view's selection, by item id).
    public func selectOnly(_ ids: Set<String>) {
        let shown = ids.filter { indexPathsByItemID[$0] != nil }
        guard shown != selectedItemIDs else { return }
        selectedItemIDs = shown
    }

    /// Selects an item from code (no delegate calls, as UIKit); single selection deselects the rest.
    public func selectItem(at indexPath: IndexPath) {
        guard allowsSelection, let id = data.itemID(at: indexPath) else { return }
        if !allowsMultipleSelection { selectedItemIDs = [] }
        selectedItemIDs.insert(id)
    }

    /// Deselects an item from code (no delegate calls).
    public func deselectItem(at indexPath: IndexPath) {
        guard let id = data.itemID(at: indexPath) else { return }
        selectedItemIDs.remove(id)
    }

    /// The item whose cell is drawn on top at a content point, as shown now: cells are tried
    /// topmost first in painting order, each as drawn — a 3D transform's projected outline
    /// (about the cell's centre, with perspective, cut at the eye), not its untransformed frame.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        for element in presentationElements().reversed() {
            guard case .cell(let id) = element.identity, element.attributes.alpha > 0.01 else { continue }
            let attributes = element.attributes
            let hit = attributes.transform3D.isIdentity
                ? attributes.frame.contains(point)
                : ProjectedQuad(frame: attributes.frame, transform: attributes.transform3D).contains(point)
            if hit { return indexPathsByItemID[id] }
        }
        return nil
    }

    /// A press at a content point: highlights the item under it, if the delegate allows.
    public func touchDown(at point: Point) {
        unhighlight()
        guard allowsSelection, let indexPath = indexPathForItem(at: point), let id = data.itemID(at: indexPath),
              delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItemID = id
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// A release at a content point: on the highlighted item it selects (or toggles, with multiple
    /// selection, or when `extending` — a Ctrl- or Shift-click — adds to or takes from the
    /// selection without touching the rest); elsewhere it only takes the highlight away.
    public func touchUp(at point: Point, extending: Bool = false) {
        guard let id = highlightedItemID else { return }
        let releasedOn = indexPathForItem(at: point)
        unhighlight()
        guard let indexPath = indexPathsByItemID[id], releasedOn == indexPath else { return }
        if selectedItemIDs.contains(id) {
            guard allowsMultipleSelection || extending,
                  delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            selectedItemIDs.remove(id)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection && !extending {
            for other in selectedItemIDs {
                selectedItemIDs.remove(other)
                if let otherPath = indexPathsByItemID[other] { delegate?.collectionView(self, didDeselectItemAt: otherPath) }
            }
        }
        selectedItemIDs.insert(id)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Takes the highlight away (a press that became a scroll, or a cancel).
    public func unhighlight() {
        guard let id = highlightedItemID else { return }
        highlightedItemID = nil
        if let indexPath = indexPathsByItemID[id] { delegate?.collectionView(self, didUnhighlightItemAt: indexPath) }
    }
}

extension CollectionView {
    /// Where the item with `itemID` is now, or nil when there is no such item.
    public func indexPath(forItemID itemID: String) -> IndexPath? { indexPathsByItemID[itemID] }
}
