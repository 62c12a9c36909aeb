import Foundation

/// A spring or a rigid rod between an item's centre and a point, as UIKit's `UIAttachmentBehavior`: with a
/// `frequency` above zero the item oscillates about `length` from the anchor at that frequency (Hz), its motion
/// damped by `damping` (the damping ratio: 0 undamped, 1 critically damped); with `frequency` 0 (UIKit's
/// default) it is held at exactly `length` from the anchor.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// How an attachment is made, as UIKit's `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, @unchecked Sendable {
        /// Between two items.
        case items = 0
        /// Between an item and an anchor point.
        case anchor = 1
    }

    /// The attached item.
    let item: any UIDynamicItem
    /// The items the behaviour attaches (here, the one item).
    open var items: [any UIDynamicItem] { [item] }
    /// How the attachment is made: to an anchor.
    open var attachedBehaviorType: AttachmentType { .anchor }
    /// The point the item is attached to, in the reference coordinate system (a layout's content).
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
    /// The distance the attachment keeps between the anchor and the item's centre: at first, the distance when it was made.
    open var length: CGFloat { didSet { dynamicAnimator?.wake() } }
    /// The damping ratio of the spring (0: undamped, 1: critically damped).
    open var damping: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    /// The frequency of the spring's oscillation, in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }

    /// Attaches an item's centre to a point, at the distance between them.
    public init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.item = item
        anchorPoint = point
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        super.init()
    }

    /// The item.
    override var ownItems: [any UIDynamicItem] { [item] }

    /// The acceleration the spring gives the item at a position and velocity (zero for a rigid attachment, which
    /// `constrain` holds instead): along the line to the anchor, −ω²·stretch − 2ζω·(the velocity along it), ω = 2πf.
    func acceleration(position: CGPoint, velocity: CGVector) -> CGVector {
        guard frequency > 0 else { return .zero }
        let omega = 2 * CGFloat.pi * frequency
        let dx = position.x - anchorPoint.x, dy = position.y - anchorPoint.y
        if length == 0 {
            // A zero-length spring is linear in each axis: pulled straight to the anchor.
            return CGVector(dx: -omega * omega * dx - 2 * damping * omega * velocity.dx,
                            dy: -omega * omega * dy - 2 * damping * omega * velocity.dy)
        }
        let distance = hypot(dx, dy)
        guard distance > 0 else { return .zero }
        let ux = dx / distance, uy = dy / distance
        let along = -omega * omega * (distance - length) - 2 * damping * omega * (velocity.dx * ux + velocity.dy * uy)
        return CGVector(dx: along * ux, dy: along * uy)
    }

    /// A rigid attachment's hold: the position put back at `length` from the anchor and the velocity along
    /// the line removed; a spring's position and velocity unchanged.
    func constrain(position: inout CGPoint, velocity: inout CGVector) {
        guard frequency <= 0 else { return }
        let dx = position.x - anchorPoint.x, dy = position.y - anchorPoint.y
        let distance = hypot(dx, dy)
        guard distance > 0 else {
            if length == 0 { velocity = .zero }
            return
        }
        let ux = dx / distance, uy = dy / distance
        position = CGPoint(x: anchorPoint.x + ux * length, y: anchorPoint.y + uy * length)
        let along = velocity.dx * ux + velocity.dy * uy
        velocity = length == 0 ? .zero : CGVector(dx: velocity.dx - along * ux, dy: velocity.dy - along * uy)
    }
}
