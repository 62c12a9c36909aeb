import Foundation

/// An object that responds to events, as UIKit's `UIResponder` (no events here: the base of `UIView`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }
}
