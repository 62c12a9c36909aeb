import Foundation

/// A view a collection view shows for an element (the base of cells, headers and footers), as UIKit's
/// `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// Asks the host for the element's size (`UICollectionView.preferredSizeProvider`).
    var sizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize?)?

    /// The reuse identifier the view was registered with.
    open var reuseIdentifier: String? { nil }

    /// Called before the view is reused.
    open func prepareForReuse() {}

    /// Takes the attributes' frame (subclasses read their own values after calling `super`).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
    }

    /// The attributes the view would like: a copy of `layoutAttributes` with the size the view's content
    /// needs (here the host's answer through `preferredSizeProvider`; unchanged when it has none).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let attributes = layoutAttributes.copy(with: nil) as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        if let size = sizeProvider?(layoutAttributes) { attributes.size = size }
        return attributes
    }
}
