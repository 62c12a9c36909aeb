import CollectionLayout
import Testing
@testable import CollectionView

/// `scrollToItem(at:at:animated:)` as UIKit's: the item's frame at the named edge or middle of
/// the visible bounds inset by `adjustedContentInset`, kept within the scrollable range, the
/// layout's `targetContentOffset` not asked. Every number worked by hand.
@MainActor @Suite struct ScrollToItemTests {
    /// 200 rows 100 high (content 20,000) in a 320×400 view with an iPhone 15's safe area along
    /// the scroll axis (top 59, bottom 34); the rows layout would snap to multiples of 100 if asked.
    private func rows() -> (CollectionView, LayoutTrace) {
        let view = CollectionView(data: ScrollTestViews.data(count: 200), layout: SnappingRows(), viewportSize: Size(width: 320, height: 400))
        view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let trace = LayoutTrace()
        view.trace = trace
        return (view, trace)
    }

    @Test func verticalPositionsPlaceTheItemInTheInsetBounds() throws {
        let (view, trace) = rows()
        let item = IndexPath(item: 10, section: 0) // y 1000, 100 high
        // .top: its top just below the inset: 1000 − 59 = 941 (the snapping layout would say 900).
        #expect(view.contentOffset(forScrollingToItemAt: item, at: .top) == Point(x: 0, y: 941))
        // .centeredVertically: its middle, 1050, at the middle of the 400 − 59 − 34 = 307 points
        // between the insets: 1050 − (59 + 153.5) = 837.5.
        #expect(view.contentOffset(forScrollingToItemAt: item, at: .centeredVertically) == Point(x: 0, y: 837.5))
        // .bottom: its bottom, 1100, just above the bottom inset: 1100 − (400 − 34) = 734.
        #expect(view.contentOffset(forScrollingToItemAt: item, at: .bottom) == Point(x: 0, y: 734))
        view.scrollToItem(at: item, at: .top, animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 941))
        view.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 837.5))
        view.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 734))
        #expect(!ScrollTestViews.askedTargetContentOffset(trace))
    }

    @Test func theOffsetIsClampedToTheScrollableRange() {
        let (view, _) = rows()
        // The range runs from −59 to 20,000 − 400 + 34 = 19,634.
        // Item 0 at the bottom would need 100 − 366 = −266: clamped to −59.
        #expect(view.contentOffset(forScrollingToItemAt: IndexPath(item: 0, section: 0), at: .bottom) == Point(x: 0, y: -59))
        // Item 0 at the top: 0 − 59 = −59, the start exactly.
        #expect(view.contentOffset(forScrollingToItemAt: IndexPath(item: 0, section: 0), at: .top) == Point(x: 0, y: -59))
        // Item 199 (y 19,900) at the top would need 19,841: clamped to 19,634.
        #expect(view.contentOffset(forScrollingToItemAt: IndexPath(item: 199, section: 0), at: .top) == Point(x: 0, y: 19634))
        // No such item: no offset, and nothing moves.
        #expect(view.contentOffset(forScrollingToItemAt: IndexPath(item: 200, section: 0), at: .top) == nil)
        view.setContentOffset(Point(x: 0, y: 500))
        view.scrollToItem(at: IndexPath(item: 200, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 500))
    }

    @Test func horizontalPositionsPlaceTheItemInTheInsetBounds() {
        // 50 columns 100 wide (content 5,000) in a 320×400 view with the scene's own inset:
        // left 20, right 10.
        let view = CollectionView(data: ScrollTestViews.data(count: 50), layout: UniformColumns(), viewportSize: Size(width: 320, height: 400))
        view.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        let item = IndexPath(item: 10, section: 0) // x 1000, 100 wide
        // .left: 1000 − 20 = 980.
        #expect(view.contentOffset(forScrollingToItemAt: item, at: .left) == Point(x: 980, y: 0))
        // .centeredHorizontally: 1050 − (20 + (320 − 20 − 10)/2) = 1050 − 165 = 885.
        #expect(view.contentOffset(forScrollingToItemAt: item, at: .centeredHorizontally) == Point(x: 885, y: 0))
        // .right: 1100 − (320 − 10) = 790.
        #expect(view.contentOffset(forScrollingToItemAt: item, at: .right) == Point(x: 790, y: 0))
        // Clamped: item 0 at the right would need 100 − 310 = −210, the range starts at −20;
        // item 49 at the left would need 4,880, the range ends at 5,000 − 320 + 10 = 4,690.
        #expect(view.contentOffset(forScrollingToItemAt: IndexPath(item: 0, section: 0), at: .right) == Point(x: -20, y: 0))
        #expect(view.contentOffset(forScrollingToItemAt: IndexPath(item: 49, section: 0), at: .left) == Point(x: 4690, y: 0))
        // A vertical position leaves x as it is.
        view.setContentOffset(Point(x: 300, y: 0))
        #expect(view.contentOffset(forScrollingToItemAt: item, at: .top) == Point(x: 300, y: 0))
    }

    @Test func rightToLeftTheUsersLeftIsTheMirroredLeft() {
        // 50 columns (content 5,000) in a 320-wide view, mirrored: item 10 (layout x 1,000 … 1,100)
        // is shown at 5,000 − 1,100 = 3,900 … 4,000.
        let columns = UniformColumns()
        columns.flipsHorizontallyInOppositeLayoutDirection = true
        let view = CollectionView(data: ScrollTestViews.data(count: 50), layout: columns, viewportSize: Size(width: 320, height: 400))
        view.setLayoutDirection(.rightToLeft, animated: false)
        let item = IndexPath(item: 10, section: 0)
        // .left: the shown offset 3,900, the layout's 5,000 − 320 − 3,900 = 780 (the item at the
        // layout's right edge, the user's left).
        view.scrollToItem(at: item, at: .left, animated: false)
        #expect(view.effectiveContentOffset.x == 3900)
        #expect(view.contentOffset.x == 780)
        // .right: shown 4,000 − 320 = 3,680, the layout's 1,000.
        view.scrollToItem(at: item, at: .right, animated: false)
        #expect(view.effectiveContentOffset.x == 3680)
        #expect(view.contentOffset.x == 1000)
    }

    @Test func anAnimatedScrollToItemGlidesThereWithoutAskingTheLayout() {
        let (view, trace) = rows()
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: true)
        #expect(view.isScrollAnimating)
        view.advance(to: 0.1)
        #expect(view.contentOffset.y > -59 && view.contentOffset.y < 941)
        view.advance(to: 5)
        #expect(!view.isAnimating)
        #expect(view.contentOffset == Point(x: 0, y: 941))
        #expect(!ScrollTestViews.askedTargetContentOffset(trace))
    }

    @Test func setContentOffsetDoesNotAskTheLayoutEither() {
        // UIKit's setContentOffset(_:animated:) goes where it is told (kept within the content):
        // the rows layout would round 1,234 to 1,200.
        let (view, trace) = rows()
        view.setContentOffset(Point(x: 0, y: 1234), animated: true)
        view.advance(to: 5)
        #expect(view.contentOffset.y == 1234)
        view.setContentOffset(Point(x: 0, y: 567), animated: false)
        #expect(view.contentOffset.y == 567)
        #expect(!ScrollTestViews.askedTargetContentOffset(trace))
    }

    @Test func positionsAreNamedAsTheContractSpellsThem() {
        #expect(ScrollPosition.named("top") == .top)
        #expect(ScrollPosition.named("centeredVertically") == .centeredVertically)
        #expect(ScrollPosition.named("bottom") == .bottom)
        #expect(ScrollPosition.named("left") == .left)
        #expect(ScrollPosition.named("centeredHorizontally") == .centeredHorizontally)
        #expect(ScrollPosition.named("right") == .right)
        #expect(ScrollPosition.named("middle") == nil)
    }
}
