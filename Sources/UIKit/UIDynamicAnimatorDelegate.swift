import Foundation

/// What a dynamic animator tells when it starts and stops moving its items, as UIKit's `UIDynamicAnimatorDelegate`
/// (both methods optional: the defaults do nothing).
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to move its items again.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator's items came to rest.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Nothing, as an unimplemented optional method.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Nothing, as an unimplemented optional method.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
