import Foundation

/// What a collection view tells its delegate, as UIKit's `UICollectionViewDelegate` (the flow layout's
/// questions are in `UICollectionViewDelegateFlowLayout`).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
