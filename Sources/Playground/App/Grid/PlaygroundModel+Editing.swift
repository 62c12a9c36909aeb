import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView

/// Batch edit mode (the session's): the Edit button or key E shows each editable row's remove
/// control and each movable row's reorder grip, sliding the content aside; clicks select several
/// rows; the remove control opens the row's actions; a drag on the grip moves the row at once
/// (the gap opening where it would go, autoscrolling near the edges, the data source's rules
/// respected). Done leaves. Every edit is undoable (Ctrl+Z, Ctrl+Shift+Z).
extension PlaygroundModel {
    /// Turns edit mode on or off (only the grid has it; elsewhere it says so).
    public func setEditing(_ on: Bool) {
        guard on != grid.editMode.isOn else { return }
        guard !on || collectionView.layout is GridLayout else {
            showToast("Edit mode is for the grid (6)")
            return
        }
        shutSwipe(animated: false)
        grid.setEditing(on, at: time)
        // Each cell's state says the collection is editing (what a configurationUpdateHandler would hear).
        collectionView.isEditing = on
        collectionView.allowsMultipleSelection = on || interactions.press.selectionMode == .multiple
        if !on {
            for indexPath in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: indexPath) }
        }
        // Rows are measured again at the width the controls leave, and move to their new heights.
        collectionView.cellSizer = makeSizer(for: presentation.layoutKind)
        collectionView.setLayout(makeLayout(presentation.layoutKind), animated: true, keepingCenterItem: false)
        collectionView.cellContentsChanged()
    }

    /// How far the edit controls have slid in (0 out … 1 in), eased.
    var editProgress: Double { grid.editMode.progress(at: time) }

    /// Whether the controls are still sliding.
    var isSlidingEditControls: Bool { grid.editMode.isSliding(at: time) }

    /// When the controls' slide ends, while it runs.
    var editControlsEndTime: Double? { grid.editMode.slideEndTime(at: time) }

    /// A row's frame in window points.
    package func windowFrame(ofItemAt indexPath: IndexPath) -> Rect? {
        guard let attributes = collectionView.layout.layoutAttributesForItem(at: indexPath) else { return nil }
        let shown = collectionView.effectiveAttributes(attributes).frame
        let offset = collectionView.effectiveContentOffset
        return Rect(x: collectionFrame.minX + shown.minX - offset.x, y: collectionFrame.minY + shown.minY - offset.y,
                    width: shown.width, height: shown.height)
    }

    /// Deletes items as one undoable batch update.
    func deleteItemsUndoably(at indexPaths: [IndexPath]) throws(InputError) {
        rememberForUndo()
        do { try deleteItems(at: indexPaths) } catch {
            self.document.withdrawLastEdit()
            throw error
        }
    }

    /// Marks an item a favourite or unmarks it: its row is reloaded; undoable.
    func toggleFavorite(_ itemID: String) {
        guard let indexPath = collectionView.indexPath(forItemID: itemID) else { return }
        rememberForUndo()
        var sections = data.content.sections
        sections[indexPath.section].items[indexPath.item].isFavorite.toggle()
        data.content.replaceSections(sections)
        try? reloadItems(at: [indexPath])
    }
}
