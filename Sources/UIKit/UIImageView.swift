import Foundation

/// A view showing a picture, as UIKit's `UIImageView`: its height follows its width by its aspect-ratio
/// constraint, else by the picture's proportions.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The picture shown.
    open var image: UIImage? { didSet { setNeedsLayout() } }

    /// Width over height: the aspect-ratio constraint's, else the picture's, else 4:3.
    private var ratio: CGFloat {
        if let multiplier = aspectMultiplier, multiplier > 0 { return 1 / multiplier }
        if let size = image?.size, size.width > 0, size.height > 0 { return size.width / size.height }
        return 4.0 / 3.0
    }

    override func contentWidth() -> CGFloat {
        ownLength(.vertical).exact.map { $0 * ratio } ?? 0
    }

    override func place(width: CGFloat, height: CGFloat?) -> ViewPlacement {
        .leaf(CGSize(width: width, height: height ?? ownLength(.vertical).constrained(width / ratio)))
    }
}
