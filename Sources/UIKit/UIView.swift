import Foundation

/// A rectangular area on screen, as UIKit's `UIView` — only what a collection-view layout looks at.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's size, and its origin in its own coordinates (a scroll view's content offset).
    open var bounds: CGRect = .zero

    /// Where the view's centre is in its superview.
    open var center: CGPoint = .zero

    /// The safe area's insets from the view's edges (set by the host through SPI).
    var hostedSafeAreaInsets: UIEdgeInsets = .zero
    /// Layout margins the app set, if any.
    var explicitLayoutMargins: UIEdgeInsets?
    /// The trait collection the host gave the view.
    var hostedTraitCollection = UITraitCollection()

    /// A view with a frame.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// A view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A view from an archive (archives are not read here: a view with an empty frame).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The view's rectangle in its superview: the centre and the bounds' size.
    open var frame: CGRect {
        get { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The part of the view not covered by bars or the sensor housing, as insets from its edges.
    open var safeAreaInsets: UIEdgeInsets { hostedSafeAreaInsets }

    /// The view's margins from its edges, the safe area included: the app's, or UIKit's minimum margins of a
    /// view controller's view (16 points at each side in a compact width, 20 in a regular one).
    open var layoutMargins: UIEdgeInsets {
        get {
            if let explicitLayoutMargins { return explicitLayoutMargins }
            let side: CGFloat = traitCollection.horizontalSizeClass == .compact ? 16 : 20
            let safe = safeAreaInsets
            return UIEdgeInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
        }
        set { explicitLayoutMargins = newValue }
    }

    /// The layout margins named by reading direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: margins.top, leading: rtl ? margins.right : margins.left,
                                           bottom: margins.bottom, trailing: rtl ? margins.left : margins.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }

    /// The direction the view lays out in: its trait collection's, left to right when unspecified.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The view's traits: size classes, text size, layout direction.
    open var traitCollection: UITraitCollection { hostedTraitCollection }

    /// Lays out the view's subviews now if they need it (a plain view has nothing to lay out here).
    open func layoutIfNeeded() {}

    /// Called after the host changed the safe area or the traits (a collection view invalidates its layout).
    func hostedEnvironmentDidChange() {}
}
