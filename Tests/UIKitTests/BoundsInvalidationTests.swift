import Foundation
import Testing
@_spi(Playground) import UIKit

/// A bounds change is asked about before it is made and invalidates once it is made: a layout that scrolls its
/// view in `invalidateLayout(with:)` (a centring carousel sets `contentOffset` there) sees the new size and stops,
/// instead of setting bounds that are never made, forever.
@MainActor
@Suite struct BoundsInvalidationTests {
    /// A carousel layout as CenteredCollectionView writes it: when its view's size changes it insets the view by
    /// half the room beside a card and scrolls it to the inset.
    private final class CentringLayout: UICollectionViewFlowLayout {
        var lastSize = CGSize.zero
        var invalidations = 0
        var sizesSeen: [CGSize] = []
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            super.invalidateLayout(with: context)
            invalidations += 1
            guard let collectionView, invalidations < 50 else { return }
            let size = collectionView.bounds.size
            sizesSeen.append(size)
            if size != lastSize {
                let inset = (size.width - itemSize.width) / 2
                collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
                collectionView.contentOffset = CGPoint(x: -inset, y: 0)
                lastSize = size
            }
        }
    }

    @Test func aLayoutScrollingItsViewWhenInvalidatedSeesTheNewSizeAndStops() {
        let layout = CentringLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 400)
        let collectionView = host(layout, width: 320, counts: [4])
        layout.invalidations = 0
        layout.sizesSeen = []
        collectionView.bounds = CGRect(x: 0, y: 0, width: 500, height: 600)
        // (500 − 300) / 2 = 100 each side, the view scrolled to −100; far fewer invalidations than the guard's 50.
        #expect(collectionView.contentInset.left == 100 && collectionView.contentOffset == CGPoint(x: -100, y: 0))
        #expect(layout.invalidations < 5, "\(layout.invalidations) invalidations")
        #expect(layout.sizesSeen.first == CGSize(width: 500, height: 600))
    }
}
