import CollectionLayout
import Foundation
import Testing
@testable import CollectionView

/// A click lands on the card drawn on top under the pointer, through 3D transforms.
@MainActor @Suite struct ProjectedHitTestingTests {
    /// Cover flow of 30 cards 220 × 280 in 1000 × 600 at offset 0: card i's centre is at
    /// (500 + 110·i, 300), turned by −(110·i/500)·45° about y, with m34 = −1/500.
    ///
    /// A corner (x, y) relative to the centre, turned by a (s = sin a, c = cos a), is drawn at
    /// (x·c, y) / w with w = 1 + x·s/500. By hand, for card 3 (a = −0.66·π/4 = −0.518363,
    /// s = −0.495459, c = 0.868632): right edge w = 1 − 0.109001 = 0.890999, x = 95.5495/0.890999
    /// = 107.239, half height 140/0.890999 = 157.127; left edge w = 1.109001, x = −86.158, half
    /// height 126.240. Card 3 is drawn from x = 743.84 to 937.24; its top edge runs from
    /// (743.84, 173.76) to (937.24, 142.87). Card 4 (a = −0.88·π/4) is drawn from x = 865.67
    /// (half height 122.78 there) to 1038.58; card 2 ends at x = 831.83.
    private func coverFlow() -> CollectionView {
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<30).map { "c\($0)" })])
        return CollectionView(data: data, layout: CoverFlowLayout(), viewportSize: Size(width: 1000, height: 600))
    }

    @Test func aClickOnATurnedCardOutsideItsFrameSelectsIt() {
        let view = coverFlow()
        // (930, 150): above card 3's frame (y from 160) but below its drawn top edge, which at
        // x = 930 is at 173.76 − (930 − 743.84)/193.40 · 30.89 = 144.03; card 4's top there is at
        // 177.22 − (930 − 865.67)/172.91 · 40.06 = 162.3, so only card 3 is drawn there.
        #expect(view.indexPathForItem(at: Point(x: 930, y: 150)) == IndexPath(0, 3))
        view.touchDown(at: Point(x: 930, y: 150))
        view.touchUp(at: Point(x: 930, y: 150))
        #expect(view.selectedItemIDs == ["c3"])
    }

    @Test func aPointInsideTheFrameButOutsideTheDrawnCardHitsTheCardBehind() {
        let view = coverFlow()
        // (939, 300) is inside card 3's frame (720…940) but right of its drawn edge (937.24);
        // card 4, below card 3, is drawn there (from 865.67).
        #expect(view.indexPathForItem(at: Point(x: 939, y: 300)) == IndexPath(0, 4))
        // (936, 300) is inside the drawn card 3.
        #expect(view.indexPathForItem(at: Point(x: 936, y: 300)) == IndexPath(0, 3))
    }

    @Test func aPointInsideAFrameButOutsideEveryDrawnCardHitsNothing() {
        let view = coverFlow()
        // A pinch holds card 0 at (200, 300), scaled by ½ (Apple's PinchIt transform):
        view.pinchItem("c0", center: Point(x: 200, y: 300), scale: 0.5)
        // Card 0 scaled by ½ about (200, 300): drawn 110 × 140 from (145, 230) to (255, 370);
        // its frame (90…310 × 160…440) is larger. (100, 300) is in the frame, not in the drawing.
        #expect(view.indexPathForItem(at: Point(x: 100, y: 300)) == nil)
        #expect(view.indexPathForItem(at: Point(x: 250, y: 360)) == IndexPath(0, 0))
    }

    @Test func aTurnedCardOfAPileIsHitWhereItSticksOutFromUnderTheTopCard() throws {
        let stacked = StackedLayout()
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<9).map { "p\($0)" })])
        let view = CollectionView(data: data, layout: stacked, viewportSize: Size(width: 1024, height: 700))
        let pile = stacked.pileFrame(section: 0)
        // The second card is turned by θ about z around the pile's centre; a corner (x, y) from
        // the centre goes to (x·cos θ − y·sin θ, x·sin θ + y·cos θ) (CATransform3D's z rotation).
        let angle = StackedLayout.angle(section: 0, item: 1)
        let (w, h) = (pile.width / 2, pile.height / 2)
        let turned = [(-w, -h), (w, -h), (w, h), (-w, h)].map {
            Point(x: $0.0 * cos(angle) - $0.1 * sin(angle), y: $0.0 * sin(angle) + $0.1 * cos(angle))
        }
        // 97% of the way to the corner that sticks out furthest from the flat top card's frame.
        func outside(_ p: Point) -> Double { max(abs(p.x) - w, abs(p.y) - h) }
        let corner = try #require(turned.max { outside($0) < outside($1) })
        let point = Point(x: pile.midX + corner.x * 0.97, y: pile.midY + corner.y * 0.97)
        try #require(!pile.contains(point))
        #expect(view.indexPathForItem(at: point) == IndexPath(0, 1))
        // The pile's centre is the flat top card.
        #expect(view.indexPathForItem(at: pile.center) == IndexPath(0, 0))
    }

    @Test func aQuadPartlyBehindTheEyeIsCutThere() {
        // w = 1 − x/50 across a 200 × 100 card centred at (100, 50): w ≥ 0.01 for x ≤ 49.5, so
        // only the left part (x from −100 to 49.5) is drawn; its left edge is at x = −100/3.
        var transform = Transform3D.identity
        transform[1, 4] = -1.0 / 50
        let quad = ProjectedQuad(frame: Rect(x: 0, y: 0, width: 200, height: 100), transform: transform)
        #expect(quad.corners.count == 4)
        #expect(quad.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        let left = quad.corners.map(\.x).min() ?? 0
        #expect(abs(left - (100 - 100.0 / 3)) < 1e-9)
        // Unclipped, the part behind the eye would land at x ≤ 100 − 100 = 0 (x = 100: w = −1).
        #expect(!quad.contains(Point(x: -10, y: 50)))
        #expect(quad.contains(Point(x: 100, y: 50)))
    }
}
