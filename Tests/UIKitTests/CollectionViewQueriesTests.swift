import Foundation
import Testing
@_spi(Playground) import UIKit

/// What real layouts ask their collection view beyond counts and bounds (issue 51's list): the
/// data source's counts, the item at a point, a cell, batch updates, the pan gesture, whether it
/// scrolls, the app's layout direction, Core Graphics' `equalTo`.
@MainActor
@Suite struct CollectionViewQueriesTests {
    /// Four 100 × 50 items in a 320-wide flow, 10 points apart (frames worked by hand: three a
    /// line, 3 × 100 + 2 × 10 = 320, at x = 0, 110 and 220; the fourth on the next line, at y = 60).
    private func fourItems() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        return host(layout, width: 320, counts: [4])
    }

    @Test func aLayoutThatAsksTheDataSourceGetsTheHostsCounts() {
        let collectionView = fourItems()
        let source = collectionView.dataSource
        #expect(source?.numberOfSections(in: collectionView) == 1)
        #expect(source?.collectionView(collectionView, numberOfItemsInSection: 0) == 4)
        collectionView.itemCounts = [2, 7]
        #expect(source?.numberOfSections(in: collectionView) == 2)
        #expect(source?.collectionView(collectionView, numberOfItemsInSection: 1) == 7)
    }

    @Test func theItemAtAPointAndItsCellComeFromTheLayout() {
        let collectionView = fourItems()
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 230, y: 20)) == IndexPath(item: 2, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 105, y: 20)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 160, y: 55)) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(collectionView.cellForItem(at: IndexPath(item: 9, section: 0)) == nil)
        #expect(collectionView.indexPathsForVisibleItems.count == 4)
    }

    @Test func batchUpdatesRunAndLayOutAgain() {
        let collectionView = fourItems()
        var finished: Bool?
        collectionView.performBatchUpdates({ collectionView.itemCounts = [6] }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(cellFrames(collectionView.layoutAllElements()).count == 6)
    }

    @Test func theGestureIsAtRestAndScrollingCanBeTurnedOff() {
        let collectionView = fourItems()
        #expect(collectionView.panGestureRecognizer.velocity(in: collectionView) == .zero)
        #expect(collectionView.panGestureRecognizer.state == .possible)
        #expect(collectionView.panGestureRecognizer === collectionView.panGestureRecognizer)
        #expect(collectionView.isScrollEnabled)
        collectionView.isScrollEnabled = false
        #expect(!collectionView.isScrollEnabled)
    }

    @Test func thePanGestureIsWhereThePlaygroundsPointerIs() {
        // The host sets the pointer in content coordinates: the collection view, scrolled 100 down in a frame at
        // (0, 56), reads it as set; the window (no view) 100 up and 56 down.
        let collectionView = fourItems()
        collectionView.frame = CGRect(x: 0, y: 56, width: 320, height: 600)
        collectionView.bounds.origin = CGPoint(x: 0, y: 100)
        let pan = collectionView.panGestureRecognizer
        #expect(pan.location(in: collectionView) == .zero)
        pan.setHostedTouch(CGPoint(x: 40, y: 344), isDown: true)
        #expect(pan.state == .changed)
        #expect(pan.location(in: collectionView) == CGPoint(x: 40, y: 344))
        #expect(pan.location(in: nil) == CGPoint(x: 40, y: 300))
        pan.setHostedTouch(CGPoint(x: 40, y: 344), isDown: false)
        #expect(pan.state == .ended)
        pan.setHostedTouch(nil, isDown: false)
        #expect(pan.state == .possible && pan.location(in: collectionView) == .zero)
    }

    @Test func theAppsDirectionIsTheCollectionViews() {
        let collectionView = fourItems()
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        collectionView.setTraitCollection(UITraitCollection(layoutDirection: .rightToLeft))
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func coreGraphicsEqualTo() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }
}
