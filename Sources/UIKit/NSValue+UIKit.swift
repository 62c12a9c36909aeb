import Foundation

/// UIKit's additions to `NSValue`: geometry boxed for collections and key-value storage (layouts keep
/// per-item points in dictionaries of `NSValue`). Foundation on Linux boxes the same structures as
/// `NSPoint`, `NSSize` and `NSRect`.
extension NSValue {
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
}
