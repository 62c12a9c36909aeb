import Foundation

/// An item's own physical properties, as UIKit's `UIDynamicItemBehavior`: its linear `resistance` (the velocity
/// decays as e^(−resistance·t), the continuous form of Box2D's linear damping, which UIKit Dynamics is built on),
/// whether it is anchored (it never moves), and its velocity. Rotation is not modelled (no behaviour here
/// applies a torque), so `allowsRotation` changes nothing; `density`, `elasticity` and `friction` are kept but
/// only matter for collisions, which are not modelled.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items whose properties this behaviour sets, in the order they were added.
    open private(set) var items: [any UIDynamicItem]
    /// The linear resistance, 0 (none, the default) and up.
    open var resistance: CGFloat = 0
    /// Whether the items may rotate (no behaviour here turns them).
    open var allowsRotation = true
    /// The items' density (1 by default); it would weigh collisions, which are not modelled.
    open var density: CGFloat = 1
    /// The items' elasticity in collisions (not modelled).
    open var elasticity: CGFloat = 0
    /// The items' friction in collisions (not modelled).
    open var friction: CGFloat = 0
    /// Whether the items stay where they are, whatever acts on them.
    open var isAnchored = false
    /// Velocities added before the behaviour was in an animator, by item.
    var pendingVelocities: [ObjectIdentifier: CGPoint] = [:]

    /// A behaviour for items.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.wake()
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        items.removeAll { $0 === item }
    }

    /// Adds to an item's velocity, in points a second.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        if let animator = dynamicAnimator {
            animator.addVelocity(CGVector(dx: velocity.x, dy: velocity.y), for: item)
        } else {
            let old = pendingVelocities[ObjectIdentifier(item)] ?? .zero
            pendingVelocities[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
    }

    /// An item's velocity, in points a second.
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let velocity = dynamicAnimator?.velocity(of: item) { return CGPoint(x: velocity.dx, y: velocity.dy) }
        return pendingVelocities[ObjectIdentifier(item)] ?? .zero
    }

    /// The items.
    override var ownItems: [any UIDynamicItem] { items }

    /// Hands the velocities added meanwhile to the animator it joins.
    open override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        guard let dynamicAnimator else { return }
        for item in items {
            if let velocity = pendingVelocities.removeValue(forKey: ObjectIdentifier(item)) {
                dynamicAnimator.addVelocity(CGVector(dx: velocity.x, dy: velocity.y), for: item)
            }
        }
    }
}
