import Foundation

/// One of a view's edges, centres or lengths, which makes constraints, as UIKit's `NSLayoutAnchor`.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view.
    let view: UIView
    /// Which anchor of it.
    let attribute: LayoutAttribute

    /// The anchor of a view.
    init(view: UIView, attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }

    /// This anchor equal to another.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .equal, anchor.view, anchor.attribute)
    }

    /// This anchor at least another.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .greaterThanOrEqual, anchor.view, anchor.attribute)
    }

    /// This anchor at most another.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .lessThanOrEqual, anchor.view, anchor.attribute)
    }

    /// This anchor equal to another plus a constant.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .equal, anchor.view, anchor.attribute, offset: c)
    }
}

/// A horizontal position anchor (leading, trailing, centre).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical position anchor (top, bottom, centre).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A length anchor (width, height).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This length equal to a constant.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .equal, nil, nil, offset: c)
    }

    /// This length at least a constant.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .greaterThanOrEqual, nil, nil, offset: c)
    }

    /// This length at most a constant.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .lessThanOrEqual, nil, nil, offset: c)
    }

    /// This length equal to another times a multiplier.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, .equal, anchor.view, anchor.attribute, multiplier: m)
    }
}
