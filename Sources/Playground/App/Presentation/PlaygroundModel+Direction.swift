import CollectionLayout
import CollectionView
import LayoutSource

/// The layout direction: left-to-right or right-to-left (scene key `direction`, `--direction`,
/// script action `setDirection`, key B).
extension PlaygroundModel {
    /// The direction the collection view lays out in.
    public var direction: LayoutDirection { collectionView.effectiveUserInterfaceLayoutDirection }

    /// Changes the layout direction; with `animated`, every element moves to its mirrored place
    /// and the cards redraw their text for the new direction.
    public func setDirection(_ direction: LayoutDirection, animated: Bool) {
        guard direction != self.direction else { return }
        collectionView.setLayoutDirection(direction, animated: animated)
        // A user's own layout (`--layout-source`) reads the direction from its collection view, as a trait
        // change tells a UIKit layout: it lays out again, animating from where the elements are shown.
        if let layoutSource {
            if animated {
                collectionView.setLayout(remoteLayout(layoutSource), animated: true, keepingCenterItem: false)
            } else {
                collectionView.invalidateLayoutNow()
            }
        }
        collectionView.layoutIfNeeded()
    }

    /// Switches between left-to-right and right-to-left, animated (key B).
    func toggleDirection() {
        setDirection(direction == .leftToRight ? .rightToLeft : .leftToRight, animated: true)
    }
}
