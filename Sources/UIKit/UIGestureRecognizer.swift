import Foundation

/// What a layout reads of a gesture, as UIKit's `UIGestureRecognizer` (the playground's own input
/// drives scrolling; a hosted layout sees a gesture at rest).
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

    /// The gesture's location in a view's coordinates (at rest, the origin).
    open func location(in view: UIView?) -> CGPoint { .zero }
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
