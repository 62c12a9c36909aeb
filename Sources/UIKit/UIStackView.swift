import Foundation

/// A view arranging its arranged subviews in a row or a column, as UIKit's `UIStackView` (laid out in
/// UIStackView+Arranging.swift).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views arranged, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// Row (horizontal) or column (vertical).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    /// How the length along the axis is shared.
    open var distribution: UIStackView.Distribution = .fill { didSet { setNeedsLayout() } }
    /// How the views are placed across the axis.
    open var alignment: UIStackView.Alignment = .fill { didSet { setNeedsLayout() } }
    /// The space between neighbouring views.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the views are arranged inside the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    /// Adds a view at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    override func place(width: CGFloat, height: CGFloat?) -> ViewPlacement {
        axis == .horizontal ? placeRow(width: width, height: height) : placeColumn(width: width, height: height)
    }

    override func contentWidth() -> CGFloat {
        arrangedContentWidth()
    }
}

extension UIStackView {
    /// How a stack view shares its length, as UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views keep their lengths; the one hugging least grows, the one resisting least shrinks.
        case fill = 0
        /// Every view as long.
        case fillEqually = 1
        /// Lengths in proportion to the views' own.
        case fillProportionally = 2
        /// Equal space between the views.
        case equalSpacing = 3
        /// The views' centres equally far apart.
        case equalCentering = 4
    }

    /// How a stack view places its views across its axis, as UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Spanning it.
        case fill = 0
        /// At the leading (a row's top) edge.
        case leading = 1
        /// A row's first baselines on one line.
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// At the trailing (a row's bottom) edge.
        case trailing = 4
        /// A row's last baselines on one line.
        case lastBaseline = 5

        /// A row's top edge.
        public static var top: UIStackView.Alignment { .leading }
        /// A row's bottom edge.
        public static var bottom: UIStackView.Alignment { .trailing }
    }
}
