import Foundation

/// What a string's measurement reports besides its size, as UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to to fit (the playground's measurement never shrinks it).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at: 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text took in the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
}
