import CollectionLayout
import Testing
@testable import CollectionView

/// `isPagingEnabled` as UIKit's: scrolling by hand comes to rest on a multiple of the bounds'
/// size, at most one page from where it was released, and the layout is not asked.
@MainActor @Suite struct PagingTests {
    /// 200 rows 100 high (content 20,000) in a 320×400 view, paging: pages every 400 points.
    /// The rows layout would rest on multiples of 100 if it were asked.
    private func pagedRows() -> (CollectionView, LayoutTrace) {
        let view = CollectionView(data: ScrollTestViews.data(count: 200), layout: SnappingRows(), viewportSize: Size(width: 320, height: 400))
        view.isPagingEnabled = true
        let trace = LayoutTrace()
        view.trace = trace
        return (view, trace)
    }

    /// Drags the content up by `distance` in steps of `step` points every `interval` seconds from
    /// `time`, then (with `still`) holds it 0.2 s so the release has no velocity; returns the time.
    private func drag(_ view: CollectionView, by distance: Double, step: Double, interval: Double, from time: Double, still: Bool) -> Double {
        var now = time
        view.beginDrag(at: Point(x: 100, y: 390))
        var moved = 0.0
        while moved < distance - 1e-9 {
            moved += step
            now += interval
            view.advance(to: now)
            view.drag(to: Point(x: 100, y: 390 - moved))
        }
        if still {
            now += 0.2
            view.advance(to: now)
            view.drag(to: Point(x: 100, y: 390 - moved))
        }
        view.endDrag()
        return now
    }

    @Test func aReleaseWithoutVelocityRestsOnTheNearestPage() {
        let (view, trace) = pagedRows()
        // Released at 150: 150/400 = 0.375 of a page, nearer page 0 than page 1 (the rows layout
        // would have said 200).
        var time = drag(view, by: 150, step: 15, interval: 0.05, from: 0, still: true)
        view.advance(to: time + 5)
        #expect(!view.isAnimating)
        #expect(view.contentOffset.y == 0)
        // Released at 250: 0.625 of a page, nearer page 1 at 400.
        time = drag(view, by: 250, step: 25, interval: 0.05, from: time + 5, still: true)
        view.advance(to: time + 5)
        #expect(view.contentOffset.y == 400)
        #expect(!ScrollTestViews.askedTargetContentOffset(trace))
    }

    @Test func aFlickGoesOnePageInItsDirectionHoweverFast() {
        let (view, trace) = pagedRows()
        // Ten steps of 20 points 10 ms apart: released at 200 at 2,000 points a second, which
        // would glide about 999 points (to about 1,199, nearest page 1,200); paging stops at the
        // next page, 400.
        let time = drag(view, by: 200, step: 20, interval: 0.01, from: 0, still: false)
        view.advance(to: time + 5)
        #expect(!view.isAnimating)
        #expect(view.contentOffset.y == 400)
        // From a page exactly (400), the same flick is released at 600 and goes to the next, 800.
        let again = drag(view, by: 200, step: 20, interval: 0.01, from: time + 5, still: false)
        view.advance(to: again + 5)
        #expect(view.contentOffset.y == 800)
        #expect(view.contentOffset.y.truncatingRemainder(dividingBy: 400) == 0)
        #expect(!ScrollTestViews.askedTargetContentOffset(trace))
    }

    @Test func aWheelSettlesOnAPage() {
        let (view, _) = pagedRows()
        // A 250-point wheel: released 0.625 of the way to page 1, it settles at 400.
        view.scrollWheel(by: Point(x: 0, y: 250))
        view.advance(to: 5)
        #expect(!view.isAnimating)
        #expect(view.contentOffset.y == 400)
    }

    @Test func aKeyStepTurnsAPageAndAJumpGoesToTheNearestPage() {
        let (view, _) = pagedRows()
        // A 40-point arrow step from page 0 proposes 40, nearest page 0: it turns to page 1 (400).
        view.scrollStep(by: Point(x: 0, y: 40))
        view.advance(to: 1)
        #expect(view.contentOffset.y == 400)
        // A jump to 1,900 (4.75 pages) goes to page 5, 2,000.
        view.scrollStep(to: Point(x: 0, y: 1900))
        view.advance(to: 2)
        #expect(view.contentOffset.y == 2000)
    }

    @Test func withoutPagingTheLayoutDecides() {
        let (view, trace) = pagedRows()
        view.isPagingEnabled = false
        let time = drag(view, by: 150, step: 15, interval: 0.05, from: 0, still: true)
        view.advance(to: time + 5)
        // The rows layout rounds 150 to a row boundary: 200 (halves round away from zero).
        #expect(view.contentOffset.y == 200)
        #expect(ScrollTestViews.askedTargetContentOffset(trace))
    }
}
