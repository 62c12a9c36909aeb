import CollectionLayout
import Testing
@testable import CollectionView

/// Switching layouts animates every element from what is on screen to the new layout, keeps
/// the centre item centred, reverses smoothly mid-way, and settles on the new layout.
@MainActor @Suite struct LayoutTransitionTests {
    private func makeView(count: Int = 40) -> CollectionView {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<count).map { "i\($0)" })])
        return CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 480))
    }

    private func presented(_ view: CollectionView, _ id: String) -> LayoutAttributes? {
        view.presentationElements().first { $0.identity == .cell(itemID: id) }?.attributes
    }

    @Test func theTransitionRunsFromTheOldPlaceToTheNewAndSettles() throws {
        let view = makeView()
        let before = try #require(presented(view, "i4"))
        view.setLayout(CircleLayout(), animated: true)
        #expect(view.isAnimating)
        let start = try #require(presented(view, "i4"))
        #expect(start.center == before.center)
        view.advance(to: Animator.defaultDuration / 2)
        let middle = try #require(presented(view, "i4"))
        let target = try #require(view.layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        #expect(middle.center != start.center && middle.center != target.center)
        view.advance(to: Animator.defaultDuration)
        #expect(!view.isAnimating)
        #expect(presented(view, "i4")?.center == target.center)
    }

    @Test func theCentreItemStaysAtTheCentre() throws {
        let view = makeView(count: 300)
        view.setContentOffset(Point(x: 0, y: 2000))
        let centre = try #require(view.centerItemID())
        let horizontal = FlowLayout()
        horizontal.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        horizontal.scrollDirection = .horizontal
        view.setLayout(horizontal, animated: true)
        view.advance(to: 1)
        #expect(view.centerItemID() == centre)
    }

    @Test func switchingBackMidAnimationStartsFromWhatIsOnScreen() throws {
        let view = makeView()
        view.setLayout(CircleLayout(), animated: true)
        view.advance(to: 0.1)
        let onScreen = try #require(presented(view, "i7"))
        let offsetBefore = view.contentOffset
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        view.setLayout(flow, animated: true)
        let afterReversal = try #require(presented(view, "i7"))
        // Same place on screen (the content offset may change to keep the centre item centred).
        #expect(abs((afterReversal.center.x - view.contentOffset.x) - (onScreen.center.x - offsetBefore.x)) < 1e-9)
        #expect(abs((afterReversal.center.y - view.contentOffset.y) - (onScreen.center.y - offsetBefore.y)) < 1e-9)
        view.advance(to: 5)
        #expect(presented(view, "i7")?.frame == view.layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame)
    }

    @Test func slowAnimationsTakeTenTimesLonger() {
        // Each switch's length measured on the simulated clock, in steps of 1/100 s: the first
        // moment nothing animates any more (so within 0.01 s above the true length).
        func length(slow: Bool) -> Double {
            let view = makeView()
            view.slowAnimations = slow
            view.setLayout(CircleLayout(), animated: true)
            var steps = 0
            while view.isAnimating && steps < 10_000 {
                steps += 1
                view.advance(to: Double(steps) / 100)
            }
            return Double(steps) / 100
        }
        let normal = length(slow: false), slow = length(slow: true)
        #expect(normal >= 0.1 && normal < 100)
        // slow ∈ [10·d, 10·d + 0.01) and 10·normal ∈ [10·d, 10·d + 0.1): at most 0.1 apart.
        #expect(abs(slow - 10 * normal) <= 0.1, "normal \(normal) s, slow \(slow) s")
    }
}
