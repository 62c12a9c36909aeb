import Foundation

/// Moves items by the behaviours added to it, as UIKit's `UIDynamicAnimator` made for a collection-view layout:
/// the items are the layout's attributes, in its content's coordinates, and the animator invalidates the layout
/// after every step that moved them, so that it answers from `items(in:)` again.
///
/// Time is the playground's clock, not the wall's: the layout host steps the animator to the time of each
/// request (`advance(to:)`), always in fixed steps of 1/120 s counted from the moment it last started moving
/// (`step(_:)`: exact for zero-length springs, semi-implicit Euler otherwise), so the same requests give the same
/// positions on every machine. It comes to rest — `isRunning`
/// false, the playground stops asking every frame — when every item moves slower than 0.1 point a second and
/// is pulled by its springs (their stiffness alone) less than 0.1 point a second² (a stretch of 0.0025 point at 1 Hz).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The behaviours added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the items start moving and when they come to rest.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// The layout whose attributes the animator moves (nil for an animator of views, which nothing steps here).
    weak var layout: UICollectionViewLayout?
    /// Each item's velocity, in points a second.
    var velocities: [ObjectIdentifier: CGVector] = [:]
    /// Whether something changed since the items last came to rest (a behaviour, an item's state).
    var awake = false
    /// Whether the animator is between its delegate's `dynamicAnimatorWillResume` and `dynamicAnimatorDidPause`.
    var moving = false
    /// The last time the animator was stepped to (the playground's clock, in seconds).
    var clock: TimeInterval?
    /// The time from which the steps of the current run are counted.
    var origin: TimeInterval = 0
    /// The steps taken since `origin`.
    var stepsTaken = 0

    /// The fixed step: 1/120 s, whatever the frames' times.
    @_spi(Playground) public static let step: TimeInterval = 1.0 / 120
    /// The speed under which an item is at rest, in points a second.
    static let restSpeed: CGFloat = 0.1
    /// The acceleration under which an item is at rest, in points a second².
    static let restAcceleration: CGFloat = 0.1

    /// An animator for a layout's attributes.
    init(layout: UICollectionViewLayout?) {
        self.layout = layout
        super.init()
        if layout != nil {
            Self.registered.removeAll { $0.animator == nil }
            Self.registered.append(WeakAnimator(animator: self))
        }
    }

    /// An animator whose items are a collection-view layout's attributes.
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init(layout: layout)
    }

    /// Whether the items are moving: a behaviour or an item changed since they came to rest, and they are not at rest.
    open var isRunning: Bool { awake && !isAtRest(world) }

    /// The time the animator has been moving its items since it last started, in seconds (0 at rest).
    open func elapsedTime() -> TimeInterval {
        moving ? Double(stepsTaken) * Self.step : 0
    }

    /// Adds a behaviour (once).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        for part in behavior.flattened { part.willMove(to: self) }
        behavior.animator = self
        behaviors.append(behavior)
        wake()
    }

    /// Removes a behaviour; items no behaviour holds any more lose their velocity.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        for part in behavior.flattened { part.willMove(to: nil) }
        behaviors.remove(at: index)
        behavior.animator = nil
        forgetItemsNotHeld()
        wake()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors {
            for part in behavior.flattened { part.willMove(to: nil) }
            behavior.animator = nil
        }
        behaviors = []
        velocities = [:]
    }

    /// The items whose frame (centre and bounds) meets a rectangle, in the order the behaviours name them.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        allItems.filter { item in
            let size = item.bounds.size
            return CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height).intersects(rect)
        }
    }

    /// Takes an item's state as it is now (a centre the app moved): the animator moves it from there.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        wake()
    }

    /// The attributes of a cell among the items, if one of them is.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of a supplementary view among the items, if one of them is.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// The attributes of a decoration view among the items, if one of them is.
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind && $0.indexPath == indexPath }
    }

    /// The first item that is attributes meeting a condition.
    private func attributes(where condition: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for item in allItems {
            if let attributes = item as? UICollectionViewLayoutAttributes, condition(attributes) { return attributes }
        }
        return nil
    }

    // MARK: - Stepping

    /// Steps the items to a time of the playground's clock, in fixed steps, until they come to rest; the first
    /// time heard (and any time while at rest) only sets the clock. Invalidates the layout when anything moved;
    /// whether anything did.
    @_spi(Playground) @discardableResult public func advance(to time: TimeInterval) -> Bool {
        guard let last = clock, time >= last else {
            clock = time
            origin = time
            stepsTaken = 0
            return false
        }
        clock = time
        guard isRunning else {
            if awake { pause() }
            origin = time
            stepsTaken = 0
            return false
        }
        if !moving {
            moving = true
            delegate?.dynamicAnimatorWillResume(self)
        }
        // Counted from the run's start, so that frames at any times reach the same steps.
        let target = Int(((time - origin) / Self.step + 1e-6).rounded(.down))
        var moved = false
        // Gathered once for the steps of this call, again after a step whose actions may have changed the behaviours.
        var world = world
        while stepsTaken < target {
            step(world)
            stepsTaken += 1
            moved = true
            if world.behaviors.contains(where: { $0.action != nil }) { world = self.world }
            if isAtRest(world) {
                pause()
                origin = time
                stepsTaken = 0
                break
            }
        }
        if moved { layout?.invalidateLayout() }
        return moved
    }

    /// The animators of a layout that are still alive, in the order they were made.
    @_spi(Playground) public static func animators(of layout: UICollectionViewLayout) -> [UIDynamicAnimator] {
        registered.compactMap { $0.animator }.filter { $0.layout === layout }
    }

    /// Every animator made for a layout, held weakly.
    private static var registered: [WeakAnimator] = []

    /// What acts on each item: its attachments and its property behaviours, by item, with the items in order.
    struct World {
        /// Every item, once, in the order the behaviours name them.
        var items: [any UIDynamicItem] = []
        /// The attachments of each item.
        var springs: [ObjectIdentifier: [UIAttachmentBehavior]] = [:]
        /// The property behaviours naming each item.
        var properties: [ObjectIdentifier: [UIDynamicItemBehavior]] = [:]
        /// Every behaviour, children after their parents.
        var behaviors: [UIDynamicBehavior] = []
    }

    /// The behaviours gathered by item.
    var world: World {
        var world = World()
        var seen = Set<ObjectIdentifier>()
        world.behaviors = behaviors.flatMap(\.flattened)
        for part in world.behaviors {
            for item in part.ownItems {
                let id = ObjectIdentifier(item)
                if seen.insert(id).inserted { world.items.append(item) }
                if let spring = part as? UIAttachmentBehavior { world.springs[id, default: []].append(spring) }
                if let properties = part as? UIDynamicItemBehavior { world.properties[id, default: []].append(properties) }
            }
        }
        return world
    }

    /// One fixed step, then every behaviour's `action`. An item held only by zero-length springs (and resistance)
    /// moves exactly as the continuous damped spring would (`DampedSpringStep`: the springs add up to one, their
    /// stiffnesses and dampings summed, resting at the stiffness-weighted mean of the anchors); one with a spring
    /// of some length or a rigid attachment by semi-implicit Euler (the velocity takes the acceleration, then the
    /// position the new velocity, then rigid attachments hold it).
    func step(_ world: World) {
        let h = Self.step
        for item in world.items {
            let id = ObjectIdentifier(item)
            let own = world.properties[id] ?? []
            if own.contains(where: \.isAnchored) {
                velocities[id] = nil
                continue
            }
            let springs = world.springs[id] ?? []
            // The velocity the item loses, e^(−resistance·t) (the last behaviour naming the item decides).
            let resistance = Double(max(0, own.last?.resistance ?? 0))
            var position = item.center
            var velocity = velocities[id] ?? .zero
            if springs.allSatisfy({ $0.frequency > 0 && $0.length == 0 }) {
                var stiffness = 0.0, damping = resistance, restX = 0.0, restY = 0.0
                for spring in springs {
                    let omega = 2 * Double.pi * Double(spring.frequency)
                    stiffness += omega * omega
                    damping += 2 * Double(spring.damping) * omega
                    restX += omega * omega * Double(spring.anchorPoint.x)
                    restY += omega * omega * Double(spring.anchorPoint.y)
                }
                if stiffness > 0 { restX /= stiffness; restY /= stiffness }
                let spring = DampedSpringStep(stiffness: stiffness, damping: damping)
                let x = spring.advance(displacement: Double(position.x) - restX, velocity: Double(velocity.dx), by: h)
                let y = spring.advance(displacement: Double(position.y) - restY, velocity: Double(velocity.dy), by: h)
                position = CGPoint(x: restX + x.displacement, y: restY + y.displacement)
                velocity = CGVector(dx: x.velocity, dy: y.velocity)
            } else {
                var acceleration = CGVector.zero
                for spring in springs {
                    let a = spring.acceleration(position: position, velocity: velocity)
                    acceleration.dx += a.dx
                    acceleration.dy += a.dy
                }
                let decay = CGFloat(exp(-resistance * h))
                velocity.dx = (velocity.dx + acceleration.dx * CGFloat(h)) * decay
                velocity.dy = (velocity.dy + acceleration.dy * CGFloat(h)) * decay
                position.x += velocity.dx * CGFloat(h)
                position.y += velocity.dy * CGFloat(h)
                for spring in springs { spring.constrain(position: &position, velocity: &velocity) }
            }
            if position != item.center { item.center = position }
            velocities[id] = velocity
        }
        for behavior in world.behaviors { behavior.action?() }
    }

    /// Whether every item is at rest: anchored, or slower than `restSpeed`, pulled less than `restAcceleration`
    /// and where its rigid attachments hold it.
    func isAtRest(_ world: World) -> Bool {
        for item in world.items {
            let id = ObjectIdentifier(item)
            if world.properties[id]?.contains(where: \.isAnchored) == true { continue }
            let velocity = velocities[id] ?? .zero
            guard hypot(velocity.dx, velocity.dy) < Self.restSpeed else { return false }
            var acceleration = CGVector.zero
            for spring in world.springs[id] ?? [] {
                // The spring's pull alone: with its damping, the pull on an item still on its way can cancel out.
                let a = spring.acceleration(position: item.center, velocity: .zero)
                acceleration.dx += a.dx
                acceleration.dy += a.dy
                var held = item.center, unchanged = velocity
                spring.constrain(position: &held, velocity: &unchanged)
                guard hypot(held.x - item.center.x, held.y - item.center.y) < 1e-6 else { return false }
            }
            guard hypot(acceleration.dx, acceleration.dy) < Self.restAcceleration else { return false }
        }
        return true
    }

    /// Marks that the items may move again (a behaviour or an item's state changed).
    func wake() {
        if !awake {
            awake = true
            origin = clock ?? 0
            stepsTaken = 0
        }
    }

    /// The items came to rest: they stop, and the delegate hears it.
    private func pause() {
        awake = false
        for key in velocities.keys { velocities[key] = .zero }
        if moving {
            moving = false
            delegate?.dynamicAnimatorDidPause(self)
        }
    }

    /// Adds to an item's velocity (`UIDynamicItemBehavior.addLinearVelocity`).
    func addVelocity(_ velocity: CGVector, for item: any UIDynamicItem) {
        let old = velocities[ObjectIdentifier(item)] ?? .zero
        velocities[ObjectIdentifier(item)] = CGVector(dx: old.dx + velocity.dx, dy: old.dy + velocity.dy)
        wake()
    }

    /// An item's velocity, if the animator holds the item.
    func velocity(of item: any UIDynamicItem) -> CGVector? {
        allItems.contains { $0 === item } ? velocities[ObjectIdentifier(item)] ?? .zero : nil
    }

    /// Every item some behaviour acts on, once each, in the order the behaviours name them.
    var allItems: [any UIDynamicItem] { world.items }

    /// Drops the velocities of items no behaviour holds any more.
    private func forgetItemsNotHeld() {
        let held = Set(allItems.map { ObjectIdentifier($0) })
        velocities = velocities.filter { held.contains($0.key) }
    }
}

/// An animator held weakly, in the registry of layouts' animators.
private struct WeakAnimator {
    /// The animator, while it lives.
    weak var animator: UIDynamicAnimator?
}
