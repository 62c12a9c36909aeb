import Foundation

extension UIView {
    /// How a view shows content whose size differs from its own, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill = 0
        /// Scaled to fit, keeping its proportions.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping its proportions (cropped).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// At the left.
        case left = 7
        /// At the right.
        case right = 8
        /// At the top left.
        case topLeft = 9
        /// At the top right.
        case topRight = 10
        /// At the bottom left.
        case bottomLeft = 11
        /// At the bottom right.
        case bottomRight = 12
    }
}
