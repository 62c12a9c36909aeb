import Foundation

/// A view whose bounds' origin scrolls over a larger content, as UIKit's `UIScrollView`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly scrolling slows down after the finger lifts, as UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept each millisecond.
        public let rawValue: CGFloat

        /// Creates a rate from its fraction.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's normal rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero

    /// Extra room around the content.
    open var contentInset: UIEdgeInsets = .zero

    /// Whether scrolling stops at multiples of the bounds' size.
    open var isPagingEnabled = false
    /// Whether the user may scroll the view (a layout may turn it off; the playground's own input still scrolls).
    open var isScrollEnabled = true
    /// Whether the horizontal scroll indicator shows while scrolling (the playground draws none; kept for layouts that set it).
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows while scrolling (the playground draws none; kept for layouts that set it).
    open var showsVerticalScrollIndicator = true
    /// Whether scrolling bounces past the content's edges (kept; the playground's scrolling stops at the edges).
    open var bounces = true
    /// Whether the view bounces vertically even when the content fits (kept).
    open var alwaysBounceVertical = false
    /// Whether the view bounces horizontally even when the content fits (kept).
    open var alwaysBounceHorizontal = false
    /// The drag recognizer, made on first use (`panGestureRecognizer`).
    private var madePanGestureRecognizer: UIPanGestureRecognizer?

    /// The drag that scrolls the view, which carousels read (at rest in a hosted layout: no
    /// translation, no velocity; the playground's own input drives scrolling).
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let madePanGestureRecognizer { return madePanGestureRecognizer }
        let recognizer = UIPanGestureRecognizer()
        recognizer.attachedView = self
        madePanGestureRecognizer = recognizer
        return recognizer
    }

    /// How quickly scrolling slows down.
    open var decelerationRate: DecelerationRate = .normal

    /// The point of the content at the view's top-left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The content inset plus the safe area: the room actually kept around the content.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(top: contentInset.top + safe.top, left: contentInset.left + safe.left,
                            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// Sets the content offset (there is no animation here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
