import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate` (no scrolling events here).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
