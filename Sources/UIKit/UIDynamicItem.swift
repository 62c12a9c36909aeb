import Foundation

/// Something UIKit Dynamics can move, as UIKit's `UIDynamicItem` (the base of a compositional layout's visible items).
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The centre.
    var center: CGPoint { get set }
    /// The bounds (origin zero, the size).
    var bounds: CGRect { get }
    /// The affine transform.
    var transform: CGAffineTransform { get set }
}
