import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate` (no scrolling events here).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
