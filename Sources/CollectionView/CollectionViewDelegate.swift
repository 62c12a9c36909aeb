import CollectionLayout

/// Answers and observes selection, as UIKit's `UICollectionViewDelegate`; every method has a
/// default (allow everything, observe nothing).
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
}

/// Defaults: everything allowed, nothing observed.
extension CollectionViewDelegate {
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
}
