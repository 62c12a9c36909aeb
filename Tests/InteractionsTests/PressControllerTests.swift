import AppInput
import CollectionLayout
@testable import Interactions
import Testing

/// A press as a controller, with a stand-in window whose collection is the rectangle 0…800 × 0…600:
/// what a click, a double-click, a held drag (a lift), a quick sideways drag (a swipe) and any other
/// drag (a scroll) ask for, and what the window may decline.
@MainActor @Suite struct PressControllerTests {
    final class Window: PressEnvironment {
        var time = 0.0
        var isReordering = false
        var isSwipeTracking = false
        var isScrolling = false
        var target = ClickTarget.other
        var control: EditControlHit?
        var swipeTakesPresses = false
        var swipeTakesDrags = false
        var liftable = true
        private(set) var lifts: [(start: Point, point: Point)] = []
        func isOnCollection(_ point: Point) -> Bool { point.x >= 0 && point.x < 800 && point.y >= 0 && point.y < 600 }
        func clickTarget(at point: Point) -> ClickTarget { target }
        func editControl(at point: Point) -> EditControlHit? { control }
        func offerPressToSwipe(at point: Point) -> Bool { swipeTakesPresses }
        func offerDragToSwipe(from start: Point, to point: Point) -> Bool { swipeTakesDrags }
        func liftItem(at start: Point, following point: Point) -> Bool {
            guard liftable else { return false }
            lifts.append((start, point))
            isReordering = true
            return true
        }
    }

    @Test func aClickHighlightsThenSelectsAndCtrlExtends() {
        let window = Window()
        var press = PressInteraction()
        let point = Point(x: 100, y: 100)
        #expect(press.handle(.down(at: point, extendingSelection: true), in: window) == [.touchDown(at: point)])
        #expect(press.isDown)
        #expect(press.handle(.up(at: point), in: window) == [.touchUp(at: point, extending: true), .layOut])
        #expect(!press.isDown)
        // Off the collection nothing begins, and a release without a press does nothing.
        #expect(press.handle(.down(at: Point(x: 900, y: 10), extendingSelection: false), in: window).isEmpty)
        #expect(press.handle(.up(at: Point(x: 900, y: 10)), in: window).isEmpty)
    }

    @Test func aSecondClickWithinAThirdOfASecondAndSixPointsOpens() {
        let window = Window()
        var press = PressInteraction()
        _ = press.handle(.down(at: Point(x: 100, y: 100), extendingSelection: false), in: window)
        _ = press.handle(.up(at: Point(x: 100, y: 100)), in: window)
        // 0.3 s later and 5 points away (under 0.35 s and 6 points): a double-click.
        window.time = 0.3
        _ = press.handle(.down(at: Point(x: 105, y: 95), extendingSelection: false), in: window)
        #expect(press.handle(.up(at: Point(x: 105, y: 95)), in: window) == [.unhighlight, .open(at: Point(x: 105, y: 95)), .layOut])
        // A third click right after is a first click again (the double-click used the last one up).
        window.time = 0.4
        _ = press.handle(.down(at: Point(x: 105, y: 95), extendingSelection: false), in: window)
        #expect(press.handle(.up(at: Point(x: 105, y: 95)), in: window) == [.touchUp(at: Point(x: 105, y: 95), extending: false), .layOut])
        // 0.4 s after that is too slow.
        window.time = 0.8
        _ = press.handle(.down(at: Point(x: 105, y: 95), extendingSelection: false), in: window)
        #expect(press.handle(.up(at: Point(x: 105, y: 95)), in: window) == [.touchUp(at: Point(x: 105, y: 95), extending: false), .layOut])
    }

    @Test func aClickOnASegmentOrASideItemDoesThatInstead() {
        let window = Window()
        var press = PressInteraction()
        window.target = .segment(1, section: 3)
        _ = press.handle(.down(at: Point(x: 10, y: 10), extendingSelection: false), in: window)
        #expect(press.handle(.up(at: Point(x: 10, y: 10)), in: window) == [.unhighlight, .selectSegment(1, section: 3), .layOut])
        window.target = .sideItem(centeringOffset: Point(x: 240, y: 0))
        _ = press.handle(.down(at: Point(x: 10, y: 10), extendingSelection: false), in: window)
        #expect(press.handle(.up(at: Point(x: 10, y: 10)), in: window) == [.unhighlight, .scrollToCenter(offset: Point(x: 240, y: 0)), .layOut])
    }

    @Test func aDragUnderFourPointsIsStillAPressAndBeyondItScrolls() {
        let window = Window()
        var press = PressInteraction()
        let start = Point(x: 100, y: 100)
        _ = press.handle(.down(at: start, extendingSelection: false), in: window)
        #expect(press.handle(.moved(to: Point(x: 103, y: 104)), in: window).isEmpty)
        // Down 10 points (more down than across): a scroll, which shuts an open row.
        let point = Point(x: 103, y: 110)
        #expect(press.handle(.moved(to: point), in: window)
                == [.unhighlight, .shutSwipe, .beginScroll(from: start, to: point), .scroll(to: point)])
        window.isScrolling = true
        #expect(press.handle(.moved(to: Point(x: 103, y: 150)), in: window) == [.scroll(to: Point(x: 103, y: 150))])
        #expect(press.handle(.up(at: Point(x: 103, y: 150)), in: window) == [.endScroll, .layOut])
    }

    @Test func aQuickSidewaysDragIsOfferedToTheSwipeFirst() {
        let window = Window()
        var press = PressInteraction()
        let start = Point(x: 100, y: 100)
        _ = press.handle(.down(at: start, extendingSelection: false), in: window)
        window.swipeTakesDrags = true
        #expect(press.handle(.moved(to: Point(x: 80, y: 102)), in: window).isEmpty)
        // The swipe follows the pointer from then on, and is let go with the press.
        window.isSwipeTracking = true
        #expect(press.handle(.moved(to: Point(x: 60, y: 102)), in: window) == [.trackSwipe(to: Point(x: 60, y: 102))])
        #expect(press.handle(.up(at: Point(x: 60, y: 102)), in: window) == [.releaseSwipe])
    }

    @Test func aPressHeldAThirdOfASecondLiftsTheCellWhichFollowsScrollsAndDrops() {
        let window = Window()
        var press = PressInteraction()
        let start = Point(x: 100, y: 100)
        _ = press.handle(.down(at: start, extendingSelection: false), in: window)
        // 0.3 s held (the lift delay), then moved 20 points: the cell lifts where the press began.
        window.time = 0.3
        #expect(press.handle(.moved(to: Point(x: 100, y: 120)), in: window).isEmpty)
        #expect(window.lifts.count == 1 && window.lifts[0].start == start && window.lifts[0].point == Point(x: 100, y: 120))
        #expect(press.handle(.moved(to: Point(x: 100, y: 590)), in: window) == [.moveLiftedItem(to: Point(x: 100, y: 590))])
        // Each frame of the clock while lifted asks for autoscroll at the pointer.
        #expect(press.handle(.clockTicked(seconds: 1.0 / 60), in: window) == [.autoscroll(seconds: 1.0 / 60, pointer: Point(x: 100, y: 590))])
        // Let go inside the collection: the new order is committed; outside it, the cell goes back.
        #expect(press.handle(.up(at: Point(x: 100, y: 590)), in: window) == [.dropLiftedItem(commit: true), .layOut])
        _ = press.handle(.down(at: start, extendingSelection: false), in: window)
        #expect(press.handle(.up(at: Point(x: 100, y: 700)), in: window) == [.dropLiftedItem(commit: false), .layOut])
        // Cancelled (Esc) while lifted: the cell goes back and the press ends.
        _ = press.handle(.down(at: start, extendingSelection: false), in: window)
        #expect(press.handle(.cancelled, in: window) == [.dropLiftedItem(commit: false)])
        #expect(!press.isDown)
        window.isReordering = false
        #expect(press.handle(.cancelled, in: window).isEmpty)
        #expect(press.handle(.clockTicked(seconds: 1.0 / 60), in: window).isEmpty)
    }

    @Test func inEditModeTheRemoveControlOpensActionsAndTheGripLiftsAtOnce() {
        let window = Window()
        var press = PressInteraction()
        window.control = .remove(itemID: "a")
        #expect(press.handle(.down(at: Point(x: 10, y: 10), extendingSelection: false), in: window) == [.openActions(itemID: "a")])
        #expect(!press.isDown)
        window.control = .grip(itemID: "b")
        #expect(press.handle(.down(at: Point(x: 780, y: 10), extendingSelection: false), in: window).isEmpty)
        #expect(press.isDown && window.lifts.count == 1)
        // An item that may not move: the window says so and no press is left down.
        window.isReordering = false
        window.liftable = false
        var refused = PressInteraction()
        #expect(refused.handle(.down(at: Point(x: 780, y: 10), extendingSelection: false), in: window) == [.refuseLift(itemID: "b")])
        #expect(!refused.isDown)
        // An open row takes the press before anything else.
        window.swipeTakesPresses = true
        #expect(refused.handle(.down(at: Point(x: 780, y: 10), extendingSelection: false), in: window).isEmpty)
    }
}
