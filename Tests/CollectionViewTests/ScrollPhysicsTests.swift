import Foundation
import CollectionLayout
import Testing
@testable import CollectionView

/// `UniformRows` whose scrolling comes to rest on a row boundary, to see targetContentOffset used.
final class SnappingRows: UniformRows {
    override func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        Point(x: proposed.x, y: (proposed.y / 100).rounded() * 100)
    }
}

/// Dragging, gliding, rubber-banding and resting where the layout says.
@MainActor @Suite struct ScrollPhysicsTests {
    private func makeView(_ layout: any CollectionViewLayout = SnappingRows()) -> CollectionView {
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<200).map { "i\($0)" })])
        return CollectionView(data: data, layout: layout, viewportSize: Size(width: 320, height: 480))
    }

    @Test func theContentFollowsADragAndGlidesOnAfterAFlick() {
        let view = makeView()
        view.beginDrag(at: Point(x: 100, y: 400))
        for step in 1...10 {
            view.advance(to: Double(step) * 0.01)
            view.drag(to: Point(x: 100, y: 400 - Double(step) * 20))
        }
        #expect(view.contentOffset.y == 200)
        view.endDrag()
        #expect(view.isScrollAnimating)
        view.advance(to: 1)
        let midGlide = view.contentOffset.y
        #expect(midGlide > 200)
        view.advance(to: 10)
        #expect(!view.isAnimating)
        // A flick at 2,000 points a second travels about 1,000 points and rests on a row boundary.
        #expect(view.contentOffset.y > 1000)
        #expect(view.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
    }

    @Test func pastTheEdgeTheContentResistsThenSpringsBack() {
        let view = makeView()
        view.beginDrag(at: Point(x: 100, y: 100))
        view.advance(to: 0.5)
        view.drag(to: Point(x: 100, y: 300))
        #expect(view.contentOffset.y < 0)
        #expect(view.contentOffset.y > -200)
        // UIKit's rubber band (1 − 1/(x·0.55/d + 1))·d for x = 200 past the edge, d = 480:
        // 200·0.55/480 = 11/48; 1 − 1/(1 + 11/48) = 1 − 48/59 = 11/59; ·480 = 5280/59 = 89.4915254237…
        #expect(abs(view.contentOffset.y - -89.49152542372881) < 1e-9)
        view.endDrag()
        view.advance(to: 5)
        #expect(view.contentOffset.y == 0)
    }

    @Test func anAnimatedScrollArrivesExactlyWhereTheLayoutRests() {
        let view = makeView()
        // Asked for 1234, the rows layout rests on the nearest row boundary, 1200.
        view.scrollToRestingPlace(near: Point(x: 0, y: 1234), animated: true)
        view.advance(to: 0.1)
        #expect(view.contentOffset.y > 0 && view.contentOffset.y < 1200)
        view.advance(to: 1)
        #expect(view.contentOffset.y == 1200)
    }

    @Test func theRubberBandFollowsUIKitsFormulaByHand() {
        // (1 − 1/(x·0.55/d + 1))·d with x = 100, d = 500: 100·0.55/500 = 0.11;
        // 1 − 1/1.11 = 0.11/1.11 = 11/111; ·500 = 5500/111 = 49.5495495…
        #expect(abs(ScrollPhysics.rubberBand(100, dimension: 500) - 49.549549549549546) < 1e-9)
        #expect(abs(ScrollPhysics.rubberBand(-100, dimension: 500) - -49.549549549549546) < 1e-9)
    }

    @Test func rubberBandingAndGlidingFollowUIKitsNumbers() {
        #expect(ScrollPhysics.rubberBand(0, dimension: 480) == 0)
        // A whole viewport past the edge: (1 − 1/(0.55 + 1))·480 = 480·0.55/1.55 = 264/1.55 = 170.3225806…
        #expect(abs(ScrollPhysics.rubberBand(480, dimension: 480) - 170.32258064516128) < 1e-9)
    }

    @Test func aGlideTravelsWhatItsDecelerationAddsUpTo() {
        // UIKit's normal deceleration: the velocity keeps 0.998 of itself each millisecond. Play a
        // flick at 1,000 points a second forward 10 µs at a time (each step keeps 0.998^(1/100)),
        // adding each step's distance (the mean of its speeds at both ends × 10 µs), until it stops.
        let step = 1e-5, keep = pow(0.998, 1.0 / 100)
        var speed = 1000.0, travelled = 0.0
        while speed > 1e-9 {
            let next = speed * keep
            travelled += (speed + next) / 2 * step
            speed = next
        }
        // By hand, a millisecond at a time: the n-th millisecond moves between 1000·0.998ⁿ⁺¹ and
        // 1000·0.998ⁿ points a second for 1 ms, so the whole glide is between the geometric sums
        // 0.998/(1 − 0.998) = 499 and 1/(1 − 0.998) = 500 points (their mean, 499.5, is close).
        #expect(travelled > 499 && travelled < 500)
        #expect(abs(travelled - 499.5) < 0.01)
        #expect(abs(ScrollPhysics.glideDistance(velocity: 1000) - travelled) < 1e-6)
        // Twice the speed, twice as far.
        #expect(abs(ScrollPhysics.glideDistance(velocity: 2000) - 2 * travelled) < 2e-6)
    }
}

