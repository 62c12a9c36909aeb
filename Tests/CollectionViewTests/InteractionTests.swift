import CollectionLayout
import Testing
@testable import CollectionView

/// Gesture-driven changes: interactive transitions between layouts, a pinched cell, and cover
/// flow coming to rest with one item centred.
@MainActor @Suite struct InteractionTests {
    private func data(_ counts: [Int]) -> CollectionData {
        CollectionData(sections: counts.enumerated().map { section, count in
            .init(id: "s\(section)", itemIDs: (0..<count).map { "s\(section)-\($0)" })
        })
    }

    private func flow() -> FlowLayout {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        return flow
    }

    @Test func theInteractiveTransitionAtProgressPIsTheInterpolationOfTheTwoLayouts() throws {
        let view = CollectionView(data: data([6, 4]), layout: StackedLayout(), viewportSize: Size(width: 800, height: 600))
        let stacked = view.layout
        let next = flow()
        let transition = view.startInteractiveTransition(to: next)
        for progress in [0.0, 0.25, 0.5, 0.9, 1.0] {
            view.updateInteractiveTransition(progress: progress)
            for indexPath in [IndexPath(0, 0), IndexPath(0, 3), IndexPath(1, 2)] {
                let expected = AttributesInterpolation.interpolate(stacked.layoutAttributesForItem(at: indexPath)!,
                                                                   next.layoutAttributesForItem(at: indexPath)!, progress: progress)
                #expect(transition.layoutAttributesForItem(at: indexPath) == expected)
            }
        }
    }

    @Test func cancellingReturnsExactlyToTheStack() throws {
        let stacked = StackedLayout()
        let view = CollectionView(data: data([6, 4]), layout: stacked, viewportSize: Size(width: 800, height: 600))
        let before = (0..<6).map { stacked.layoutAttributesForItem(at: IndexPath(0, $0))! }
        view.startInteractiveTransition(to: flow())
        view.updateInteractiveTransition(progress: 0.05)
        view.cancelInteractiveTransition()
        view.advance(to: 5)
        #expect(view.layout === stacked)
        #expect(!view.isAnimating)
        let shown = view.presentationElements()
        for (item, attributes) in before.enumerated() where attributes.alpha > 0 {
            #expect(shown.first { $0.identity == .cell(itemID: "s0-\(item)") }?.attributes == attributes)
        }
    }

    @Test func finishingAnimatesOnToTheNextLayout() {
        let view = CollectionView(data: data([6, 4]), layout: StackedLayout(), viewportSize: Size(width: 800, height: 600))
        let next = flow()
        view.startInteractiveTransition(to: next)
        view.updateInteractiveTransition(progress: 0.6)
        view.finishInteractiveTransition()
        #expect(view.isAnimating)
        view.advance(to: 5)
        #expect(view.layout === next)
        #expect(view.presentationElements().first { $0.identity == .cell(itemID: "s0-1") }?.attributes.frame
                == next.layoutAttributesForItem(at: IndexPath(0, 1))?.frame)
    }

    @Test func aPinchedCellFollowsTheFingersAndSpringsBack() throws {
        let layout = flow()
        let view = CollectionView(data: data([12]), layout: layout, viewportSize: Size(width: 320, height: 480))
        view.pinchItem("s0-4", center: Point(x: 200, y: 300), scale: 1.8)
        let held = try #require(view.presentationElements().last)
        #expect(held.identity == .cell(itemID: "s0-4"))
        #expect(held.attributes.center == Point(x: 200, y: 300))
        #expect(held.attributes.transform3D == .scale(x: 1.8, y: 1.8, z: 1))
        view.releasePinchedItem()
        #expect(view.isAnimating)
        view.advance(to: 2)
        let settled = try #require(view.presentationElements().first { $0.identity == .cell(itemID: "s0-4") })
        #expect(settled.attributes == layout.layoutAttributesForItem(at: IndexPath(0, 4)))
    }

    @Test func everyCoverFlowScrollEndsWithAnItemExactlyCentred() {
        let coverFlow = CoverFlowLayout()
        let view = CollectionView(data: data([30]), layout: coverFlow, viewportSize: Size(width: 1000, height: 600))
        var time = 0.0
        for (distance, duration) in [(-137.0, 0.2), (-612.0, 0.1), (250.0, 0.3), (-33.0, 0.5), (-2000.0, 0.1)] {
            view.beginDrag(at: Point(x: 500, y: 300))
            for step in 1...10 {
                time += duration / 10
                view.advance(to: time)
                view.drag(to: Point(x: 500 + distance * Double(step) / 10, y: 300))
            }
            view.endDrag()
            time += 5
            view.advance(to: time)
            let index = view.contentOffset.x / coverFlow.spacing
            #expect(index == index.rounded())
            let centred = view.presentationElements().filter { $0.attributes.transform3D.isIdentity }
            #expect(centred.count == 1)
            #expect(centred.first?.attributes.center.x == view.bounds.midX)
        }
    }
}
