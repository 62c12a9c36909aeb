import AppInput
import CollectionLayout
@testable import Interactions
import Testing

/// Pinching as a controller, with a stand-in window 800 × 600 (centre 400, 300) whose
/// collection is the whole window and whose content points are its window points.
@MainActor @Suite struct PinchControllerTests {
    final class Window: PinchEnvironment {
        var time = 0.0
        let windowCenter = Point(x: 400, y: 300)
        var surface: PinchSurface? = .cells(itemID: "a")
        var columnAdjustment = 0
        var pileOpeningProgress: Double?
        func contentPoint(forPinchAt point: Point) -> Point { point }
        func pinchSurface(at point: Point) -> PinchSurface? { surface }
    }

    @Test func aCellFollowsTheFingersAndGoesBackWhenTheyLift() {
        let window = Window()
        var pinch = PinchInteraction()
        let began = pinch.handle(.pinch(center: Point(x: 100, y: 50), scale: 1, phase: .began), in: window)
        #expect(began == [.unhighlight, .pinchCell(itemID: "a", center: Point(x: 100, y: 50), scale: 1)])
        #expect(pinch.handle(.pinch(center: Point(x: 110, y: 60), scale: 1.5, phase: .changed), in: window)
                == [.pinchCell(itemID: "a", center: Point(x: 110, y: 60), scale: 1.5)])
        #expect(pinch.handle(.pinch(center: Point(x: 110, y: 60), scale: 1.5, phase: .ended), in: window) == [.releaseCell])
        #expect(pinch.target == nil)
        // Between cells, or off the collection, the pinch holds nothing.
        window.surface = .cells(itemID: nil)
        #expect(pinch.handle(.pinch(center: Point(x: 1, y: 1), scale: 1, phase: .began), in: window).isEmpty)
        window.surface = nil
        #expect(pinch.handle(.pinch(center: Point(x: 1, y: 1), scale: 1, phase: .began), in: window).isEmpty)
    }

    @Test func columnsChangeByStepsOfOnePointFourAndTheCircleScalesItsRadius() {
        let window = Window()
        window.surface = .columns(adjustment: 1)
        window.columnAdjustment = 1
        var pinch = PinchInteraction()
        // Spread to 1.3 (under one step of 1.4): no change from the adjustment the pinch began with.
        #expect(pinch.handle(.pinch(center: .zero, scale: 1, phase: .began), in: window).isEmpty)
        #expect(pinch.handle(.pinch(center: .zero, scale: 1.3, phase: .changed), in: window).isEmpty)
        // Spread to 2.0 (log 2 / log 1.4 = 2.06: two steps): 1 − 2 = −1.
        #expect(pinch.handle(.pinch(center: .zero, scale: 2, phase: .changed), in: window) == [.setColumnAdjustment(-1)])
        _ = pinch.handle(.pinch(center: .zero, scale: 2, phase: .ended), in: window)
        // The circle, 150 points now: pinched to 0.1 it stops at 20; spread to 2, 300.
        window.surface = .circle(radius: 150)
        _ = pinch.handle(.pinch(center: .zero, scale: 1, phase: .began), in: window)
        #expect(pinch.handle(.pinch(center: .zero, scale: 0.1, phase: .changed), in: window) == [.setCircleRadius(20)])
        #expect(pinch.handle(.pinch(center: .zero, scale: 2, phase: .changed), in: window) == [.setCircleRadius(300)])
    }

    @Test func aPileSpreadsThenOpensAndFinishesPastATenthOfTheWay() {
        let window = Window()
        window.surface = .piles(section: 2)
        var pinch = PinchInteraction()
        _ = pinch.handle(.pinch(center: Point(x: 50, y: 60), scale: 1, phase: .began), in: window)
        // Spread to 1.5: 0.5 × 140 = 70 points around the fingers.
        #expect(pinch.handle(.pinch(center: Point(x: 50, y: 60), scale: 1.5, phase: .changed), in: window)
                == [.spreadPile(section: 2, center: Point(x: 50, y: 60), distance: 70)])
        // Past 1.8 the pile starts opening: (2.4 − 1.8) / 1.2 = 0.5 of the way.
        let opening = pinch.handle(.pinch(center: Point(x: 50, y: 60), scale: 2.4, phase: .changed), in: window)
        #expect(opening.count == 1)
        if case .beginOpeningPile(let progress) = opening.first { #expect(abs(progress - 0.5) < 1e-12) } else { Issue.record("\(opening)") }
        // Lifted at 0.05 of the way: cancelled; a pile spread but not opening gathers again.
        window.pileOpeningProgress = 0.05
        #expect(pinch.handle(.pinch(center: .zero, scale: 1.86, phase: .ended), in: window) == [.cancelOpeningPile])
        _ = pinch.handle(.pinch(center: .zero, scale: 1, phase: .began), in: window)
        window.pileOpeningProgress = 0.2
        #expect(pinch.handle(.pinch(center: .zero, scale: 2.1, phase: .ended), in: window) == [.finishOpeningPile])
        window.pileOpeningProgress = nil
        _ = pinch.handle(.pinch(center: .zero, scale: 1, phase: .began), in: window)
        #expect(pinch.handle(.pinch(center: .zero, scale: 1.2, phase: .ended), in: window) == [.gatherPile])
    }

    @Test func altDragMirrorsAboutTheCentreAndTheWheelEndsOnceItRests() {
        let window = Window()
        var pinch = PinchInteraction()
        // Alt + drag from 100 points right of the centre to 200: scale 2, about the centre.
        _ = pinch.handle(.altDragBegan(at: Point(x: 500, y: 300)), in: window)
        #expect(pinch.handle(.altDragMoved(to: Point(x: 600, y: 300)), in: window)
                == [.pinchCell(itemID: "a", center: Point(x: 400, y: 300), scale: 2)])
        #expect(pinch.simulatedTouches(around: window.windowCenter)! == (Point(x: 600, y: 300), Point(x: 200, y: 300)))
        #expect(pinch.handle(.altDragEnded(at: Point(x: 600, y: 300)), in: window) == [.releaseCell])
        #expect(pinch.simulated == nil)
        // A Ctrl + wheel step of dy −300 at the pointer: scale e¹, then the wheel rests 0.3 s and the pinch ends.
        let step = pinch.handle(.wheelStep(dy: -300, pointer: Point(x: 10, y: 20)), in: window)
        #expect(step.first == .unhighlight && step.count == 3)
        if case .pinchCell(_, let center, let scale) = step.last { #expect(center == Point(x: 10, y: 20) && abs(scale - 2.718281828459045) < 1e-12) }
        window.time = 0.2
        #expect(pinch.handle(.clockTicked, in: window).isEmpty)
        window.time = 0.3
        #expect(pinch.handle(.clockTicked, in: window) == [.releaseCell])
        #expect(pinch.wheel == nil && pinch.target == nil)
    }
}
