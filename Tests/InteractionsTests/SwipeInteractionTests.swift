import CollectionLayout
import CollectionView
@testable import Interactions
import SceneFormat
import Testing

/// Swipe to edit's own state, driven alone: tracking, the release, the slide's easing and its end.
@Suite struct SwipeInteractionTests {
    /// A swipe on a row with two 80-point buttons (160 points of actions), pressed at x = 500 at t = 1.
    private func tracking() throws -> SwipeInteraction {
        var swipe = SwipeInteraction(actions: EditAction.standard, buttonWidths: [80, 80])
        try swipe.beginTracking(itemID: "row", at: Point(x: 500, y: 300), time: 1)
        return swipe
    }

    @Test func theContentFollowsThePointerUpToHalfAgainTheActions() throws {
        var swipe = try tracking()
        #expect(swipe.machine.state == .tracking && swipe.machine.itemID == "row")
        // Actions on the right: moving 60 points left uncovers 60.
        swipe.track(toX: 440, at: 1.05, side: 1)
        #expect(swipe.revealed == 60)
        // No further than 1.5 × 160 = 240.
        swipe.track(toX: 100, at: 1.1, side: 1)
        #expect(swipe.revealed == 240)
        // Back past the start: nothing uncovered.
        swipe.track(toX: 600, at: 1.15, side: 1)
        #expect(swipe.revealed == 0)
        // Mirrored (right to left): moving right uncovers.
        var mirrored = try tracking()
        mirrored.track(toX: 530, at: 1.05, side: -1)
        #expect(mirrored.revealed == 30)
    }

    @Test func aQuickFlickOpensAndASlowShortDragShuts() throws {
        var quick = try tracking()
        // 40 points left in 0.05 s: 800 points a second towards the actions, over 100.
        quick.track(toX: 460, at: 1.05, side: 1)
        let flick = quick.release(side: 1)
        #expect(flick.opens)
        // 0.2 s + 800 × 0.0001 = 0.28 s.
        #expect(abs(flick.duration - 0.28) < 1e-9)
        var slow = try tracking()
        // 20 points after half a second: the last 0.1 s holds one sample (no speed), and 20 of 160
        // points uncovered is not past the actions: it shuts, in the shortest slide.
        slow.track(toX: 480, at: 1.5, side: 1)
        let release = slow.release(side: 1)
        #expect(!release.opens && release.duration == 0.2)
    }

    @Test func aSlideEasesOutAndEndsOpenOrOver() throws {
        var swipe = try tracking()
        swipe.track(toX: 440, at: 1.05, side: 1)
        let opening = swipe.beginSlide(open: true, at: 2, duration: 0.2)
        #expect(opening)
        #expect(swipe.machine.state == .animatingOpen && swipe.slideEndTime == 2.2)
        // Half-way: 1 − 0.5³ = 0.875 of the way from 60 to 160.
        let halfway = swipe.advanceSlide(to: 2.1)
        #expect(halfway)
        #expect(abs(swipe.revealed - 147.5) < 1e-9)
        let ended = swipe.advanceSlide(to: 2.2)
        #expect(ended)
        #expect(swipe.revealed == 160 && swipe.machine.state == .editing && swipe.slide == nil)
        let anythingToAdvance = swipe.advanceSlide(to: 3)
        #expect(!anythingToAdvance)
        // Shut: at the slide's end the swipe is over, nothing uncovered, no item.
        let shutting = swipe.beginSlide(open: false, at: 3, duration: 0.2)
        #expect(shutting)
        let shut = swipe.advanceSlide(to: 3.2)
        #expect(shut)
        #expect(swipe.machine.state == .nothing && swipe.machine.itemID == nil && swipe.revealed == 0)
    }

    @Test func aWheelSwipeRestsAfterAQuietEighthOfASecond() throws {
        var swipe = try tracking()
        swipe.wheel = (x: 480, lastTime: 1)
        #expect(!swipe.wheelHasRested(at: 1.1))
        #expect(swipe.wheelHasRested(at: 1.12))
    }
}
