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
        guard on != isEditing else { return }
        guard !on || collectionView.layout is GridLayout else {
            showToast("Edit mode is for the grid (6)")
            return
        }
        shutSwipe(animated: false)
        grid.editMode.set(on, at: time)
        // Each cell's state says the collection is editing (what a configurationUpdateHandler would hear).
        collectionView.isEditing = on
        collectionView.allowsMultipleSelection = on || selectionMode == .multiple
        if !on {
            for indexPath in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: indexPath) }
        }
        // Rows are measured again at the width the controls leave, and move to their new heights.
        collectionView.cellSizer = makeSizer(for: layoutKind)
        collectionView.setLayout(makeLayout(layoutKind), animated: true, keepingCenterItem: false)
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

    /// In edit mode, a press on a row's remove control opens its actions, and one on its grip
    /// lifts it at once; true when the press was taken.
    func editControlPress(at point: Point) -> Bool {
        guard isEditing, let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: point)),
              let row = windowFrame(ofItemAt: indexPath), let itemID = collectionView.data.itemID(at: indexPath) else { return false }
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if EditControlLayout.removeHitArea(in: row, rightToLeft: rightToLeft).contains(point), !editActions(forSection: indexPath.section).isEmpty {
            handleSwipeReportingErrors(.open(itemID: itemID, leading: false, duration: SwipeRelease.baseDuration))
            return true
        }
        if EditControlLayout.reorderHitArea(in: row, rightToLeft: rightToLeft).contains(point), content.item(itemID)?.movable != false {
            interactions.press.begin(at: point, time: time)
            guard collectionView.beginInteractiveMovementForItem(at: indexPath) else {
                showToast("“\(content.item(itemID)?.title ?? itemID)” cannot be moved")
                interactions.press.start = nil
                return true
            }
            collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: point))
            return true
        }
        return false
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
        var sections = content.sections
        sections[indexPath.section].items[indexPath.item].isFavorite.toggle()
        content.replaceSections(sections)
        try? reloadItems(at: [indexPath])
    }
}
