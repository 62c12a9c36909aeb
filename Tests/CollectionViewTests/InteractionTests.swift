import Foundation
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
        let transition = view.startInteractiveTransition(to: flow())
        // The piles, worked by hand: 800 wide, inset 32, piles 180×200 and 48 apart give
        // ⌊(800 − 64 + 48) / 228⌋ = 3 columns; two piles are 2·180 + 48 = 408 wide, centred at
        // x = (800 − 408) / 2 = 196, so pile 0 is centred at (196 + 90, 32 + 100) = (286, 132)
        // and pile 1 at (196 + 228 + 90, 132) = (514, 132). A card's zIndex is its pile's count − item.
        // The flow, by hand: 100×100 items, spacing 10, 800 wide: 7 would fit a line, so each
        // section is one last line spaced as if full: gaps (800 − 7·100) / 6 = 100/6, a column
        // every 100 + 100/6 = 700/6 points. Item (0, 3) is centred at x = 3·700/6 + 50 = 400;
        // section 1 is the next line (y 100–200), item (1, 2) at x = 2·700/6 + 50.
        let cases: [(CollectionLayout.IndexPath, from: Point, to: Point, zIndex: Int)] = [
            (IndexPath(0, 0), Point(x: 286, y: 132), Point(x: 50, y: 50), 6),
            (IndexPath(0, 3), Point(x: 286, y: 132), Point(x: 400, y: 50), 3),
            (IndexPath(1, 2), Point(x: 514, y: 132), Point(x: 2 * 700.0 / 6 + 50, y: 150), 2),
        ]
        // The second and third cards are turned, so the transform check below has something to unwind.
        #expect(!(stacked.layoutAttributesForItem(at: IndexPath(0, 3))?.transform3D.isIdentity ?? true))
        for progress in [0.0, 0.25, 0.5, 0.9, 1.0] {
            view.updateInteractiveTransition(progress: progress)
            for (indexPath, from, to, zIndex) in cases {
                let shown = try #require(transition.layoutAttributesForItem(at: indexPath))
                // Centre and size move in a straight line: from + (to − from)·p; 180×200 → 100×100.
                #expect(abs(shown.center.x - (from.x + (to.x - from.x) * progress)) < 1e-9, "\(indexPath) at \(progress)")
                #expect(abs(shown.center.y - (from.y + (to.y - from.y) * progress)) < 1e-9, "\(indexPath) at \(progress)")
                #expect(abs(shown.size.width - (180 - 80 * progress)) < 1e-9 && abs(shown.size.height - (200 - 100 * progress)) < 1e-9)
                #expect(shown.alpha == 1)
                // zIndex switches to the flow's (0) at the midpoint.
                #expect(shown.zIndex == (progress < 0.5 ? zIndex : 0))
                // The card's turn θ about z unwinds to the flow's none: a turn of (1 − p)·θ. (Turns this
                // small, ≈ 0.03 rad, are blended as normalised quaternions, within 1e-6 of an exact
                // slerp; a lerp of the matrices would be ≈ 1e-4 off.)
                let card = try #require(stacked.layoutAttributesForItem(at: indexPath)).transform3D
                let turn = (1 - progress) * atan2(card[1, 2], card[1, 1])
                let expected = [cos(turn), sin(turn), 0, 0, -sin(turn), cos(turn), 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
                #expect(zip(shown.transform3D.m, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(indexPath) at \(progress): \(shown.transform3D.m)")
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
