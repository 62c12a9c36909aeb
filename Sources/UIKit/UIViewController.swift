import Foundation

/// A view controller, as UIKit's `UIViewController`: what a layout's owner is made with and keeps — its view and
/// title — so that a sample's `createLayout()`, a method of its view controller, runs where it was written.
/// No view hierarchy is shown through it: the playground's window shows the scene.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The root view, once made (`loadView()`).
    private var loadedView: UIView?

    /// A view controller without a nib (nibs are not read here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A view controller from an archive (archives are not read here: as `init(nibName: nil, bundle: nil)`).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A view controller without a nib, as `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, made by `loadView()` and followed by `viewDidLoad()` on first read.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the root view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The title a navigation bar would show.
    open var title: String?

    /// Makes the root view: an empty view.
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// Called once the root view is made.
    open func viewDidLoad() {}

    /// Makes the root view if it is not made yet.
    open func loadViewIfNeeded() {
        _ = view
    }
}
