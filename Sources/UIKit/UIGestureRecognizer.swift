import Foundation

/// What a layout reads of a gesture, as UIKit's `UIGestureRecognizer` (the playground's own input drives
/// scrolling; a hosted layout sees where the pointer of the drag is, and its state, but no translation or velocity).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A gesture's phase, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, @unchecked Sendable {
        /// Not yet recognized (the state at rest).
        case possible = 0
        /// Began.
        case began = 1
        /// Changed.
        case changed = 2
        /// Ended.
        case ended = 3
        /// Cancelled.
        case cancelled = 4
        /// Failed.
        case failed = 5
    }

    /// The phase: at rest, `possible`.
    open var state = State.possible
    /// Whether the gesture is recognized at all.
    open var isEnabled = true
    /// The view the gesture is attached to.
    open var view: UIView? { attachedView }
    /// The view, held weakly (the view holds its recognizers).
    weak var attachedView: UIView?

    /// Where the playground's pointer is (or last was) in the attached view's bounds coordinates, for a hosted
    /// layout; nil before any drag.
    @_spi(Playground) public var hostedLocation: CGPoint?

    /// The gesture's location in a view's coordinates: the playground's pointer in the attached view's, and
    /// relative to the attached view's frame for another view or none (the window); the origin before any drag.
    open func location(in view: UIView?) -> CGPoint {
        guard let location = hostedLocation, let attached = attachedView else { return .zero }
        if view === attached { return location }
        // Out of the attached view's bounds, into its superview's (the window's, here) coordinates.
        return CGPoint(x: location.x - attached.bounds.minX + attached.frame.minX, y: location.y - attached.bounds.minY + attached.frame.minY)
    }

    /// Sets the playground's pointer (nil: none yet) and the state: `.changed` while the drag goes on, `.ended` after.
    @_spi(Playground) public func setHostedTouch(_ location: CGPoint?, isDown: Bool) {
        hostedLocation = location
        state = location == nil ? .possible : isDown ? .changed : .ended
    }
}

/// A drag, as UIKit's `UIPanGestureRecognizer`: at rest, no translation and no velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the drag moved in a view's coordinates.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// Sets the translation (a layout resetting it after reading).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// The drag's velocity, in points a second.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
