import CollectionLayout

/// Answers and observes selection and where a moving item may go, as UIKit's
/// `UICollectionViewDelegate`; every method has a default (allow everything, observe nothing).
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Whether a touch may highlight the item.
    func collectionView(_ view: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ view: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight went away.
    func collectionView(_ view: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may select the item.
    func collectionView(_ view: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected by the user.
    func collectionView(_ view: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap may deselect the item.
    func collectionView(_ view: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The item was deselected by the user.
    func collectionView(_ view: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The item's cell is about to come on screen (UIKit's `collectionView(_:willDisplay:forItemAt:)`).
    func collectionView(_ view: CollectionView, willDisplayItemAt indexPath: IndexPath)
    /// The item's cell left the screen (UIKit's `collectionView(_:didEndDisplaying:forItemAt:)`).
    func collectionView(_ view: CollectionView, didEndDisplayingItemAt indexPath: IndexPath)
    /// Where an interactively moving item goes when the layout proposes `proposedIndexPath`
    /// (UIKit's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`);
    /// `currentIndexPath` is where the item is shown now. Answering `currentIndexPath` keeps the gap where it is.
    func collectionView(_ view: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
}

/// Defaults: everything allowed, nothing observed.
extension CollectionViewDelegate {
    /// Observes nothing.
    public func collectionView(_ view: CollectionView, willDisplayItemAt indexPath: IndexPath) {}
    /// Observes nothing.
    public func collectionView(_ view: CollectionView, didEndDisplayingItemAt indexPath: IndexPath) {}
    /// Allows highlighting.
    public func collectionView(_ view: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Observes nothing.
    public func collectionView(_ view: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Observes nothing.
    public func collectionView(_ view: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Allows selecting.
    public func collectionView(_ view: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Observes nothing.
    public func collectionView(_ view: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Allows deselecting.
    public func collectionView(_ view: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Observes nothing.
    public func collectionView(_ view: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Takes the layout's proposal.
    public func collectionView(_ view: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
}
