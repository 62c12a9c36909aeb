@_spi(Playground) import UIKit

/// A collection view of `size` hosting `layout`, with `counts` items per section and no data source.
@MainActor
func host(_ layout: UICollectionViewLayout, width: CGFloat, height: CGFloat = 600, counts: [Int]) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collectionView.itemCounts = counts
    return collectionView
}

/// The frames of the cells of `elements`, in item order (section by section).
@MainActor
func cellFrames(_ elements: [UICollectionViewLayoutAttributes]) -> [CGRect] {
    elements.filter { $0.representedElementCategory == .cell }.map(\.frame)
}

/// Whether two rectangles are equal to within a millionth of a point.
func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

/// Whether two numbers are equal to within a millionth.
func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) < 1e-6
}
