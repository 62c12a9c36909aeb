import CollectionLayout
import CollectionView
import SceneFormat

/// Selection modes: none, single or multiple (the scene's `selection`, the toolbar's Select
/// control, key S), as UIKit's `allowsSelection` and `allowsMultipleSelection`.
extension PlaygroundModel {
    /// Switches the selection mode: none deselects everything; single keeps only the first
    /// selected item; multiple keeps what is selected.
    public func setSelectionMode(_ mode: SelectionMode) {
        interactions.press.setSelectionMode(mode)
        collectionView.allowsSelection = mode != .none
        collectionView.allowsMultipleSelection = mode == .multiple || grid.editMode.isOn
        let selected = collectionView.indexPathsForSelectedItems
        let kept = mode == .none ? 0 : mode == .single && !grid.editMode.isOn ? 1 : selected.count
        for indexPath in selected.dropFirst(kept) { collectionView.deselectItem(at: indexPath) }
        collectionView.unhighlight()
    }

    /// Selects the item at `indexPath` (a script's `select`, `--select`), as a click would without the highlight.
    public func selectItem(at indexPath: IndexPath) {
        collectionView.selectItem(at: indexPath)
        settleFrameState()
    }

    /// The next mode: single → multiple → none → single.
    func cycleSelectionMode() {
        let next: SelectionMode = switch interactions.press.selectionMode {
        case .single: .multiple
        case .multiple: .none
        case .none: .single
        }
        setSelectionMode(next)
        showToast("Selection: \(next.rawValue)")
    }
}
