import Foundation

/// A scroll view's gesture and whether it scrolls, which carousels and paging layouts read.
extension UIScrollView {
    /// The drag that scrolls the view (at rest in a hosted layout: no translation, no velocity).
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let made = madePanGestureRecognizer { return made }
        let recognizer = UIPanGestureRecognizer()
        recognizer.view = self
        madePanGestureRecognizer = recognizer
        return recognizer
    }
}
