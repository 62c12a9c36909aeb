import CollectionLayout
import CollectionView
import Testing
@testable import Playground

/// The compositional app-store page at AX5, scrolled from its end back to its start 60 points at
/// a time: cards measured above the screen on the way never move what is on screen — each step
/// moves it exactly 60 points, as in UIKit (issue 32's "scrolls up at AX5 without a jump").
@MainActor @Suite struct AppStoreScrollUpTests {
    @Test func scrollingUpAtAX5MovesWhatIsOnScreenExactlyEachStep() throws {
        let model = try ViewOptions(scenePath: TestPaths.asset("app-store-scene.json"), category: .AX5, size: Size(width: 1024, height: 768),
                                    fontsDirectory: TestPaths.fonts).makeModel()
        let view = model.collectionView
        view.layoutIfNeeded()
        view.setContentOffset(view.maximumContentOffset)
        view.layoutIfNeeded()
        var steps = 0
        while view.contentOffset.y > 120 && steps < 400 {
            steps += 1
            // The topmost cell wholly below the visible top, in the page's own (vertical) flow.
            let cells = view.visibleAttributes().filter { $0.category == .cell && $0.frame.minY >= view.contentOffset.y }
            guard let anchor = cells.min(by: { $0.frame.minY < $1.frame.minY }) else { break }
            let before = anchor.frame.minY - view.contentOffset.y
            view.setContentOffset(Point(x: view.contentOffset.x, y: view.contentOffset.y - 60))
            view.layoutIfNeeded()
            let frame = try #require(view.layout.layoutAttributesForItem(at: anchor.indexPath)).frame
            #expect(abs(frame.minY - view.contentOffset.y - (before + 60)) < 1e-6, "step \(steps): moved \(frame.minY - view.contentOffset.y - before)")
        }
        #expect(steps > 10)
    }
}
