import Foundation

/// The screen the app shows on, as UIKit's `UIScreen`: in the playground, the shown device's — its bounds are
/// the collection view's size (a device preset's screen; the window without one) and its scale the device's.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The one screen.
    private static let shown = UIScreen()

    /// The screen's rectangle in points, behind `bounds`.
    private var shownBounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    /// Pixels per point, behind `scale`.
    private var shownScale: CGFloat = 2

    /// The screen the app shows on (deprecated in iOS 16 for a window scene's screen, and what layouts still read).
    open class var main: UIScreen { shown }

    /// The screen's rectangle in points, its origin at zero.
    open var bounds: CGRect { shownBounds }

    /// Pixels per point: 2 or 3 on an iPhone, 2 on an iPad.
    open var scale: CGFloat { shownScale }

    /// The physical pixels per point (the same as `scale` for the playground's devices).
    open var nativeScale: CGFloat { shownScale }

    /// Sets what the screen reports: the shown screen's size in points and its scale.
    @_spi(Playground) public func setShown(size: CGSize, scale: CGFloat) {
        shownBounds = CGRect(origin: .zero, size: size)
        shownScale = scale
    }
}
