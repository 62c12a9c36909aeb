import Foundation

/// The view of one item, as UIKit's `UICollectionViewCell`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
}
