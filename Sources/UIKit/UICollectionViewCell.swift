import Foundation

/// The view of one item, as UIKit's `UICollectionViewCell`: its content goes in `contentView`, which
/// fills it, so that `systemLayoutSizeFitting` sizes the cell by its content's constraints.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The content view, made on first use.
    private var madeContentView: UIView?

    /// The view the cell's content goes in (it fills the cell).
    open var contentView: UIView {
        if let madeContentView { return madeContentView }
        let view = UIView(frame: bounds)
        madeContentView = view
        addSubview(view)
        return view
    }

    override func place(width: CGFloat, height: CGFloat?) -> ViewPlacement {
        let content = contentView.place(width: width, height: height)
        var placement = ViewPlacement.leaf(content.size)
        placement.children = [(contentView, CGRect(origin: .zero, size: content.size))]
        return placement
    }
}
