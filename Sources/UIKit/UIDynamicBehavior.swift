import Foundation

/// A rule of motion for a dynamic animator's items, as UIKit's `UIDynamicBehavior`: the base of the concrete
/// behaviours (`UIAttachmentBehavior`, `UIDynamicItemBehavior`), and by itself a composite of child behaviours
/// with an `action` the animator calls after every step.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one is made of, in the order they were added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called by the animator after each of its steps (every 1/120 s of the playground's clock while it runs).
    open var action: (() -> Void)?
    /// The animator this behaviour (or the behaviour it is a child of) was added to.
    open var dynamicAnimator: UIDynamicAnimator? { parent?.dynamicAnimator ?? animator }
    /// The animator the behaviour was added to directly.
    weak var animator: UIDynamicAnimator?
    /// The behaviour this one is a child of.
    weak var parent: UIDynamicBehavior?

    /// A behaviour with no children.
    public override init() {
        super.init()
    }

    /// Adds a child behaviour (once; a behaviour has at most one parent).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        behavior.willMove(to: dynamicAnimator)
        behavior.parent = self
        childBehaviors.append(behavior)
        dynamicAnimator?.wake()
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        childBehaviors.remove(at: index)
        behavior.parent = nil
        dynamicAnimator?.wake()
    }

    /// Called when the behaviour is added to an animator or removed from one (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// This behaviour and all its descendants, depth first, parents before children.
    var flattened: [UIDynamicBehavior] {
        [self] + childBehaviors.flatMap(\.flattened)
    }

    /// The items this behaviour itself acts on (not its children's).
    var ownItems: [any UIDynamicItem] { [] }
}
