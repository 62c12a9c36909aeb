import Foundation

/// A rectangular area on screen, as UIKit's `UIView`: its frame, its subviews, what a cell sets on it
/// (colours, layer, hidden) and Auto Layout's shapes that an exported cell uses.
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
    /// Layout margins the app set by reading direction, if any (they follow the direction the view lays out in).
    var explicitDirectionalLayoutMargins: NSDirectionalEdgeInsets?
    /// The trait collection the host gave the view; nil: its superview's.
    var hostedTraitCollection: UITraitCollection?
    /// The handlers `registerForTraitChanges` registered, with the traits each watches.
    var traitChangeHandlers: [(traits: [UITrait], handler: (UIView, UITraitCollection) -> Void)] = []
    /// Content-hugging priorities set by axis (unset: `defaultHugging`).
    var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// Compression-resistance priorities set by axis (unset: 750).
    var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// The active constraints whose first item is this view.
    var activeConstraints: [NSLayoutConstraint] = []
    /// Whether the view's subviews need laying out.
    var needsLayout = true

    /// The view's subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of (held weakly).
    private weak var parentView: UIView?
    /// The view this one is a subview of.
    open var superview: UIView? { parentView }
    /// Whether the view is hidden (a stack view leaves a hidden arranged view out).
    open var isHidden = false
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// Whether the view clips its subviews to its bounds.
    open var clipsToBounds = false
    /// A number the app gives the view to find it again (`viewWithTag(_:)`).
    open var tag = 0
    /// The view's transform about its centre (kept for the app's code to read back: the playground draws cards, not views).
    open var transform: CGAffineTransform = .identity
    /// The view's opacity, 0 to 1 (kept for the app's code to read back).
    open var alpha: CGFloat = 1
    /// How the view shows its content when its size differs from the content's.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Whether UIKit makes constraints from the view's frame (ignored here: frames come from the constraints).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The layer drawing the view (its corners, border and shadow).
    private let backingLayer = CALayer()

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
            if bounds.size != newValue.size { needsLayout = true }
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The layer drawing the view.
    open var layer: CALayer { backingLayer }

    /// The part of the view not covered by bars or the sensor housing, as insets from its edges.
    open var safeAreaInsets: UIEdgeInsets { hostedSafeAreaInsets }

    /// The view's margins from its edges, the safe area included: the app's, or UIKit's minimum margins of a
    /// view controller's view (16 points at each side in a compact width, 20 in a regular one).
    open var layoutMargins: UIEdgeInsets {
        get {
            if let explicitDirectionalLayoutMargins {
                let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
                let m = explicitDirectionalLayoutMargins
                return UIEdgeInsets(top: m.top, left: rtl ? m.trailing : m.leading, bottom: m.bottom, right: rtl ? m.leading : m.trailing)
            }
            if let explicitLayoutMargins { return explicitLayoutMargins }
            let side: CGFloat = traitCollection.horizontalSizeClass == .compact ? 16 : 20
            let safe = safeAreaInsets
            return UIEdgeInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
        }
        set {
            explicitLayoutMargins = newValue
            explicitDirectionalLayoutMargins = nil
        }
    }

    /// The layout margins named by reading direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let explicitDirectionalLayoutMargins { return explicitDirectionalLayoutMargins }
            let margins = layoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: margins.top, leading: rtl ? margins.right : margins.left,
                                           bottom: margins.bottom, trailing: rtl ? margins.left : margins.right)
        }
        set {
            explicitDirectionalLayoutMargins = newValue
            explicitLayoutMargins = nil
        }
    }

    /// The direction the view lays out in: its trait collection's, left to right when unspecified.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The view's traits: the host's, else its superview's (size classes, text size, layout direction).
    open var traitCollection: UITraitCollection { hostedTraitCollection ?? superview?.traitCollection ?? UITraitCollection() }

    /// Called when the view's traits changed (also on iOS 17 and later, where `registerForTraitChanges` is preferred).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: The view tree

    /// Adds a view on top of the others (taking it from its old superview).
    open func addSubview(_ view: UIView) {
        let previous = view.traitCollection
        view.removeFromSuperview()
        subviews.append(view)
        view.parentView = self
        setNeedsLayout()
        view.traitsMayHaveChanged(from: previous)
    }

    /// The view itself when its tag is `tag`, else the first of its subviews, depth first, whose tag it is.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.setNeedsLayout()
        parentView = nil
    }

    // MARK: Layout

    /// Marks the view as needing its subviews laid out.
    open func setNeedsLayout() {
        needsLayout = true
        superview?.setNeedsLayout()
    }

    /// Lays out the view's subtree now: `layoutSubviews` here, then in every subview.
    open func layoutIfNeeded() {
        layoutSubviews()
        needsLayout = false
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Sets the subviews' frames from the constraints (a stack view: from its arrangement).
    open func layoutSubviews() {
        applyPlacement(place(width: bounds.width, height: bounds.height))
    }

    /// The size the view's content has of itself; `noIntrinsicMetric` along an axis it has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The view a stack aligning first baselines aligns (the view itself unless a subclass says).
    open var forFirstBaselineLayout: UIView { self }

    /// The view a stack aligning last baselines aligns.
    open var forLastBaselineLayout: UIView { self }

    /// The size the view takes by its constraints for a target size: a required priority holds that
    /// axis at the target, `fittingSizeLevel` makes it as small as the constraints allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        let width = horizontalFittingPriority.rawValue >= UILayoutPriority.required.rawValue ? targetSize.width : naturalSize(.horizontal)
        let height = verticalFittingPriority.rawValue >= UILayoutPriority.required.rawValue ? targetSize.height : place(width: width, height: nil).size.height
        return CGSize(width: width, height: height)
    }

    /// The smallest size the view's constraints allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The priority with which the view resists growing past its content along an axis.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? defaultHugging
    }

    /// Sets the priority with which the view resists growing past its content.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
        setNeedsLayout()
    }

    /// The priority with which the view resists shrinking below its content along an axis.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriorities[axis] ?? .defaultHigh
    }

    /// Sets the priority with which the view resists shrinking below its content.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionPriorities[axis] = priority
        setNeedsLayout()
    }

    /// The hugging priority a view has unless set (250; a label or image view made in code too).
    var defaultHugging: UILayoutPriority { .defaultLow }

    /// The view laid out `width` wide and — nil — as tall as its constraints need, or `height` tall: its
    /// size, baselines and its subviews' places (subclasses: a label's text, an image, a stack's arrangement).
    func place(width: CGFloat, height: CGFloat?) -> ViewPlacement {
        placeAsContainer(width: width, height: height)
    }

    /// The width the view's content takes with nothing wrapping, before its own size constraints.
    func contentWidth() -> CGFloat {
        containerContentWidth()
    }

    /// Called after the host changed the safe area or the traits (a collection view invalidates its layout).
    func hostedEnvironmentDidChange() {}

    // MARK: Anchors

    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .bottom) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .centerY) }
    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .trailing) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .centerX) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .height) }
}

extension UIView {
    /// An axis along which a view has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
}
