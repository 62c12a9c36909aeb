import CollectionLayout
@testable import Interactions
import Testing

/// The press's and the pinch's own state, driven alone: no model, no collection view.
@Suite struct InteractionStateTests {
    @Test func aSecondClickWithinSixPointsAndAThirdOfASecondIsADoubleClick() {
        var press = PressInteraction()
        #expect(!press.isDoubleClick(at: Point(x: 100, y: 100), time: 1))
        press.lastClick = PressInteraction.Click(point: Point(x: 100, y: 100), time: 1)
        #expect(press.isDoubleClick(at: Point(x: 106, y: 94), time: 1.3))
        #expect(!press.isDoubleClick(at: Point(x: 107, y: 100), time: 1.1))
        #expect(!press.isDoubleClick(at: Point(x: 100, y: 100), time: 1.36))
    }

    @Test func aPressRemembersWhereAndWhenUntilItEnds() {
        var press = PressInteraction()
        press.begin(at: Point(x: 10, y: 20), time: 2.5)
        #expect(press.isDown && press.start == Point(x: 10, y: 20) && press.pointer == Point(x: 10, y: 20) && press.startTime == 2.5)
        press.end()
        #expect(!press.isDown && press.pointer == nil)
    }

    @Test func spreadingByEachFactorOfOnePointFourTakesAColumnAway() {
        #expect(PinchInteraction.columnAdjustment(start: 0, scale: 1.4) == -1)
        // log 2 / log 1.4 = 2.06: two columns away.
        #expect(PinchInteraction.columnAdjustment(start: 0, scale: 2) == -2)
        // 1.3 is not yet a step.
        #expect(PinchInteraction.columnAdjustment(start: 0, scale: 1.3) == 0)
        // Pinching in to a half: log 0.5 / log 1.4 = −2.06, two columns added.
        #expect(PinchInteraction.columnAdjustment(start: 1, scale: 0.5) == 3)
        // Never beyond ±11.
        #expect(PinchInteraction.columnAdjustment(start: 10, scale: 0.01) == 11)
        #expect(PinchInteraction.columnAdjustment(start: -10, scale: 100) == -11)
    }

    @Test func altDragTouchesMirrorAroundTheCentreAndScaleByTheirDistance() {
        var pinch = PinchInteraction()
        let centre = Point(x: 500, y: 400)
        #expect(pinch.simulatedTouches(around: centre) == nil)
        pinch.simulated = PinchInteraction.Simulated(start: Point(x: 600, y: 400), current: Point(x: 600, y: 450))
        let touches = pinch.simulatedTouches(around: centre)
        #expect(touches?.0 == Point(x: 600, y: 450) && touches?.1 == Point(x: 400, y: 350))
        // 100 points from the centre at the start, 200 now: twice the size.
        #expect(pinch.simulatedScale(at: Point(x: 700, y: 400), around: centre) == 2)
        // 3-4-5: 50 points away.
        #expect(pinch.simulatedScale(at: Point(x: 530, y: 440), around: centre) == 0.5)
        // At the centre itself the distance counts as a point.
        #expect(pinch.simulatedScale(at: centre, around: centre) == 0.01)
    }

    @Test func wheelStepsScaleByEToTheStepOverThreeHundredWithinLimits() {
        var pinch = PinchInteraction()
        pinch.wheel = PinchInteraction.Wheel(scale: 1, center: .zero, lastStep: 0)
        pinch.wheelStep(dy: -300, at: 1)
        #expect(abs((pinch.wheel?.scale ?? 0) - 2.718281828459045) < 1e-12)
        pinch.wheelStep(dy: -3000, at: 1.1)
        #expect(pinch.wheel?.scale == 6)
        pinch.wheelStep(dy: 30000, at: 1.2)
        #expect(pinch.wheel?.scale == 0.2)
        // It ends 0.3 s after its last step.
        #expect(!pinch.wheelHasRested(at: 1.49))
        #expect(pinch.wheelHasRested(at: 1.5))
    }
}
