import Testing
@testable import CollectionLayout

/// Cutting polygons at the near plane before the perspective divide, and the projected outline
/// of a transformed rectangle.
@Suite struct NearPlaneClippingTests {
    @Test func aQuadHalfBehindTheEyeIsCutWhereWReachesTheNearPlane() {
        // A square 10 wide: its top edge at w = 1, its bottom edge at w = −1.
        let a = HomogeneousVertex(x: 0, y: 0, w: 1, u: 0, v: 0)
        let b = HomogeneousVertex(x: 10, y: 0, w: 1, u: 1, v: 0)
        let c = HomogeneousVertex(x: 10, y: 10, w: -1, u: 1, v: 1)
        let d = HomogeneousVertex(x: 0, y: 10, w: -1, u: 0, v: 1)
        let clipped = NearPlaneClipping.clip([a, b, c, d], minimumW: 0.01)
        // B→C meets w = 0.01 at t = (0.01 − 1)/(−1 − 1) = 0.495: (10, 4.95), v = 0.495.
        // D→A meets it at t = (0.01 − (−1))/(1 − (−1)) = 0.505: (0, 10 − 5.05) = (0, 4.95), v = 0.495.
        #expect(clipped.count == 4)
        #expect(clipped[0] == a && clipped[1] == b)
        let expected = [(10.0, 4.95, 1.0, 0.495), (0.0, 4.95, 0.0, 0.495)]
        for (vertex, (x, y, u, v)) in zip(clipped[2...], expected) {
            #expect(abs(vertex.x - x) < 1e-12 && abs(vertex.y - y) < 1e-12 && vertex.w == 0.01)
            #expect(abs(vertex.u - u) < 1e-12 && abs(vertex.v - v) < 1e-12)
        }
    }

    @Test func aPolygonWhollyInFrontIsKeptAndOneWhollyBehindIsGone() {
        let front = [HomogeneousVertex(x: 0, y: 0, w: 2, u: 0, v: 0), HomogeneousVertex(x: 1, y: 0, w: 2, u: 1, v: 0),
                     HomogeneousVertex(x: 0, y: 1, w: 0.5, u: 0, v: 1)]
        #expect(NearPlaneClipping.clip(front) == front)
        let behind = front.map { HomogeneousVertex(x: $0.x, y: $0.y, w: -$0.w, u: $0.u, v: $0.v) }
        #expect(NearPlaneClipping.clip(behind).isEmpty)
        // One corner behind: a triangle becomes a quadrilateral.
        var one = front
        one[2].w = -1
        #expect(NearPlaneClipping.clip(one).count == 4)
    }

    @Test func aFlatTransformDrawsTheFrameAndAQuarterTurnShowsItEdgeOn() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        let flat = ProjectedQuad(frame: frame, transform: .identity)
        #expect(flat.corners == [Point(x: 10, y: 20), Point(x: 110, y: 20), Point(x: 110, y: 70), Point(x: 10, y: 70)])
        #expect(flat.contains(Point(x: 60, y: 45)) && !flat.contains(Point(x: 5, y: 45)))
        // A half-turn about z (π) draws the same rectangle: every corner swaps with its opposite.
        let halfTurn = ProjectedQuad(frame: frame, transform: .rotation(angle: .pi, x: 0, y: 0, z: 1))
        #expect(halfTurn.contains(Point(x: 100, y: 60)) && !halfTurn.contains(Point(x: 115, y: 45)))
        // Turned 90° about y the card is seen edge-on: no area, nothing to hit.
        let edgeOn = ProjectedQuad(frame: frame, transform: .rotation(angle: .pi / 2, x: 0, y: 1, z: 0))
        #expect(!edgeOn.contains(Point(x: 60, y: 45)))
    }

    @Test func aTiltedPileCardIsHitByItsTurnedCorners() {
        // A 100 × 100 card centred at (50, 50) turned 45° about z: its corners reach
        // 50·√2 = 70.71 from the centre along the axes, e.g. (50, −20.71) at the top.
        let quad = ProjectedQuad(frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                 transform: .rotation(angle: .pi / 4, x: 0, y: 0, z: 1))
        #expect(quad.contains(Point(x: 50, y: -19)))
        #expect(!quad.contains(Point(x: 2, y: 2)))
    }
}
