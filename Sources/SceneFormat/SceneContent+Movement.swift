import CollectionLayout
import CollectionView

/// The scene content as UIKit's data source and delegate for interactive movement: an item may
/// be lifted unless it or its section says `"movable": false`; no item may be dropped into a
/// section that says so (the gap stays where it was); the drop moves the item here, once.
extension SceneContent: CollectionViewDataSource, CollectionViewDelegate {
    package func collectionView(_ view: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return false }
        return sections[indexPath.section].movable && sections[indexPath.section].items[indexPath.item].movable
    }

    package func collectionView(_ view: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    package func collectionView(_ view: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        acceptsDrop(inSection: proposedIndexPath.section) ? proposedIndexPath : currentIndexPath
    }

    /// Whether items from elsewhere may be dropped into a section (it does not say `"movable": false`).
    package func acceptsDrop(inSection section: Int) -> Bool {
        !sections.indices.contains(section) || sections[section].movable
    }
}
