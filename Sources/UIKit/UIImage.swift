import Foundation

/// A picture, as UIKit's `UIImage`: here only its size (no pixels are read).
open class UIImage: NSObject, @unchecked Sendable {
    /// The picture's size in points.
    public let size: CGSize

    /// An image of a size (what a layout reads of a picture).
    @_spi(Playground) public init(size: CGSize) {
        self.size = size
    }

    /// A named image from the app's bundle: there is none here, so always nil.
    public init?(named name: String) {
        return nil
    }
}
