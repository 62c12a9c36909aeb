import CollectionLayout
import CollectionView
import Foundation
@testable import Interactions
@testable import Playground
import SceneFormat
import Testing

/// Each interaction's own state, driven alone: no model, no collection view.
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

    @Test func editControlsSlideInEasedOverAQuarterSecond() {
        var mode = EditMode()
        #expect(mode.progress(at: 5) == 0 && !mode.isSliding(at: 5))
        mode.set(true, at: 1)
        // Half-way through 0.25 s: 1 − (1 − 0.5)² = 0.75.
        #expect(mode.progress(at: 1.125) == 0.75)
        #expect(mode.isSliding(at: 1.125) && mode.slideEndTime(at: 1.125) == 1.25)
        #expect(mode.progress(at: 2) == 1 && mode.slideEndTime(at: 2) == nil)
        mode.set(false, at: 3)
        #expect(mode.progress(at: 3.125) == 0.25)
    }

    @Test func aTooltipShowsAfterResting0Point6SecondsOnAControlWithNothingPressed() {
        var toolbar = ToolbarPointer()
        toolbar.hover(2, at: 1)
        #expect(toolbar.tooltipIndex(at: 1.59) == nil)
        #expect(toolbar.tooltipIndex(at: 1.6) == 2)
        // Moving within the same control does not start the rest again.
        toolbar.hover(2, at: 1.5)
        #expect(toolbar.tooltipIndex(at: 1.6) == 2)
        toolbar.press(2)
        #expect(toolbar.tooltipIndex(at: 3) == nil)
        _ = toolbar.release()
        toolbar.hover(3, at: 3)
        #expect(toolbar.tooltipIndex(at: 3.5) == nil && toolbar.tooltipIndex(at: 3.6) == 3)
    }

    @Test func aToastStaysTwoAndAHalfSeconds() {
        let toast = Toast("Saved", at: 10)
        #expect(toast.isShown(at: 12.49) && !toast.isShown(at: 12.5))
    }

    @MainActor @Test func theDataBindingKeepsTheLastTwentyReportedUpdates() {
        var binding = SceneDataBinding(content: SceneContent(sections: [], catalogue: []), sources: nil)
        for item in 0..<25 {
            var update = BatchUpdate()
            update.insertedItems = [IndexPath(item: item, section: 0)]
            binding.report(update)
        }
        #expect(binding.reportedUpdates.count == 20)
        #expect(binding.reportedUpdates.first?.insertedItems == [IndexPath(item: 5, section: 0)])
        #expect(binding.reportedUpdates.last?.insertedItems == [IndexPath(item: 24, section: 0)])
    }

    @Test func aPressedSliderAnAltPinchAndAPressedControlClaimThePointerUntilReleased() {
        var inspector = InspectorState()
        var pinch = PinchInteraction()
        var toolbar = ToolbarPointer()
        #expect(!inspector.claimsPointer && !pinch.claimsPointer && !toolbar.claimsPointer)
        inspector.setPressed(true)
        pinch.simulated = PinchInteraction.Simulated(start: .zero, current: .zero)
        toolbar.press(4)
        #expect(inspector.claimsPointer && pinch.claimsPointer && toolbar.claimsPointer)
        // Hovering alone claims nothing.
        var hovering = ToolbarPointer()
        hovering.hover(1, at: 0)
        #expect(!hovering.claimsPointer)
    }
}
