import CollectionLayout
import Testing
@testable import CollectionView

/// `scrollToItem` to an item of an orthogonally scrolling section: its band scrolls to put the
/// item at the position's horizontal component, the content at its vertical one (UIKit scrolls
/// the section's own scroll view). By hand (`OrthogonalTestViews`, 1000 × 600): group g of a
/// band at x = 210·g − offset, 200 wide; a band's offsets run from 0 to 2,090 − 1,000 = 1,090;
/// band s spans y = 100·s … 100·s + 100, the rows from 500 (content 4,500 high).
@MainActor @Suite struct ScrollToItemInBandTests {
    private func shownMinX(_ view: CollectionView, _ indexPath: IndexPath) -> Double? {
        view.layout.layoutAttributesForItem(at: indexPath).map { $0.frame.minX - view.contentOffset.x }
    }

    @Test(arguments: [
        // Item 5 starts at 1,050 at offset 0: left → 1,050; centred → 1,050 + 100 − 500 = 650;
        // right → 1,250 − 1,000 = 250. Item 9 at the left would need 1,890: the band ends at 1,090.
        (5, ScrollPosition.left, 1050.0, 0.0), (5, .centeredHorizontally, 650, 400), (5, .right, 250, 800), (9, .left, 1090, 800),
    ])
    func theBandBringsTheItemToItsPlace(_ item: Int, _ position: ScrollPosition, _ offset: Double, _ shownX: Double) {
        let view = OrthogonalTestViews.view()
        let indexPath = IndexPath(item: item, section: 0)
        view.scrollToItem(at: indexPath, at: position, animated: false)
        #expect(view.orthogonalOffset(forSection: 0) == offset)
        #expect(shownMinX(view, indexPath) == shownX)
        // The content does not move sideways, nor down (no vertical component).
        #expect(view.contentOffset == Point(x: 0, y: 0))
    }

    @Test func bothAxesAtOnceAnimated() {
        let view = OrthogonalTestViews.view()
        // Item 5 of band 2 (y 200 … 300) at the top and the right: content y 200, band offset 250.
        let indexPath = IndexPath(item: 5, section: 2)
        view.scrollToItem(at: indexPath, at: [.top, .right], animated: true)
        view.advance(to: 5)
        #expect(!view.isAnimating)
        #expect(view.contentOffset == Point(x: 0, y: 200))
        #expect(view.orthogonalOffset(forSection: 2) == 250)
        #expect(shownMinX(view, indexPath) == 800)
    }

    @Test func anItemOutsideTheBandsScrollsOnlyTheContent() {
        let view = OrthogonalTestViews.view()
        // Row 10 of section 5 spans y 1,500 … 1,600: at the top, y 1,500; no band moves.
        view.scrollToItem(at: IndexPath(item: 10, section: 5), at: [.top, .left], animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 1500))
        #expect((0..<5).allSatisfy { view.orthogonalOffset(forSection: $0) == 0 })
    }
}
