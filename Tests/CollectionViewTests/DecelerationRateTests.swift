import CollectionLayout
import Foundation
import Testing
@testable import CollectionView

/// `decelerationRate` as UIKit's: `.normal` keeps 0.998 of the velocity each millisecond,
/// `.fast` 0.99; a flick at v points a millisecond glides between v·r/(1 − r) and v/(1 − r)
/// points (the sums of its milliseconds at their ends and starts), so a fast rate stops sooner.
@MainActor @Suite struct DecelerationRateTests {
    @Test func theRatesAreUIKits() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate.named("fast") == .fast && DecelerationRate.named("normal") == .normal)
        #expect(DecelerationRate.named("slow") == nil)
    }

    @Test func aGlideTravelsWhatTheFormulaSaysForEachRate() {
        // 1,000 points a second = 1 point a millisecond.
        // Normal: 1·0.998/0.002 = 499 to 1/0.002 = 500 points.
        let normal = ScrollPhysics.glideDistance(velocity: 1000, rate: .normal)
        #expect(normal > 499 && normal < 500)
        // Fast: 1·0.99/0.01 = 99 to 1/0.01 = 100 points.
        let fast = ScrollPhysics.glideDistance(velocity: 1000, rate: .fast)
        #expect(fast > 99 && fast < 100)
        // Exactly: v / (−ln r · 1000), the continuous sum: 1000/(1000·0.01005034) = 99.4992.
        #expect(abs(fast - 1 / -log(0.99)) < 1e-9)
    }

    @Test func aFastFlickStopsSoonerThanANormalOne() {
        func flick(_ rate: DecelerationRate) -> Double {
            let view = CollectionView(data: ScrollTestViews.data(count: 200), layout: UniformRows(),
                                      viewportSize: Size(width: 320, height: 400))
            view.decelerationRate = rate
            view.beginDrag(at: Point(x: 100, y: 390))
            // Ten steps of 20 points 10 ms apart: released at 200 at 2,000 points a second.
            for step in 1...10 {
                view.advance(to: Double(step) * 0.01)
                view.drag(to: Point(x: 100, y: 390 - Double(step) * 20))
            }
            view.endDrag()
            view.advance(to: 10)
            #expect(!view.isAnimating)
            return view.contentOffset.y
        }
        let normal = flick(.normal), fast = flick(.fast)
        // Normal: 200 + between 2·499 = 998 and 1,000; fast: 200 + between 2·99 = 198 and 200.
        #expect(normal > 1198 && normal < 1200)
        #expect(fast > 398 && fast < 400)
        #expect(abs(normal - (200 + 2000 / (-log(0.998) * 1000))) < 1e-6)
        #expect(abs(fast - (200 + 2000 / (-log(0.99) * 1000))) < 1e-6)
    }
}
