import Foundation

/// The app, as UIKit's `UIApplication`: what a layout asks of it — the layout direction of its
/// interface, which is the hosted collection view's.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static let theApp = UIApplication()

    /// The one app.
    open class var shared: UIApplication { theApp }

    /// The collection view whose direction the app's interface has (the one most recently made).
    weak var hostedView: UIView?

    /// The user's text size (Dynamic Type) for the app: the hosted collection view's, as the host set it.
    open var preferredContentSizeCategory: UIContentSizeCategory {
        AppContentSizeCategory.category(for: hostedView?.traitCollection)
    }

    /// The interface's layout direction: the hosted collection view's, as the host set it.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        hostedView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
}
