import CollectionLayout
import CollectionView
import Foundation
@testable import Interactions
@testable import Playground
import SceneFormat
import Testing

/// The app's own small state types driven alone — edit mode's slide, the toolbar's tooltip, the toast, the
/// data binding's reported updates, and which of them claims the pointer: no model, no collection view.
@Suite struct AppStateTests {
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
