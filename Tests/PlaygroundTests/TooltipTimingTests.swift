import CollectionLayout
import Foundation
import Rendering
import TestSupport
import Testing
@testable import Playground

/// A tooltip shows once the pointer has rested on a control for 0.6 s, with no further motion:
/// the model says when the chrome next changes by itself (`nextChromeChange`), and the window
/// draws a frame then.
@MainActor @Suite struct TooltipTimingTests {
    @Test func theModelSaysWhenTheTooltipIsDueAndThenWhenTheToastGoes() throws {
        let model = try SceneTestSupport.builtInScene()
        #expect(model.nextChromeChange == nil)
        let flow = try #require(model.toolbarControls.first { $0.action == .layout(.flow) }).frame
        model.advance(to: 2)
        model.handle(.pointerMove(Point(x: flow.midX, y: flow.midY)))
        // Rested from 2 s: due at 2 + 0.6.
        #expect(model.nextChromeChange == 2.6)
        model.advance(to: 2.7)
        #expect(model.nextChromeChange == nil)
        // A toast from 2.7 goes at 2.7 + 2.5.
        model.showToast("Hello")
        #expect(model.nextChromeChange == 5.2)
    }
}

extension CommandLineTests {
    @Test func aTooltipShowsUnderARestingPointerWithNoFurtherMotion() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let window = try WindowDriver(["run", "--size", "1024x768", "--exit-after", "60"], in: directory)
        defer { window.stop() }
        // What the window shows with and without the Flow segment's tooltip, drawn headless.
        let model = try SceneTestSupport.builtInScene()
        let before = try model.renderedFrame(scale: 1)
        let flow = try #require(model.toolbarControls.first { $0.action == .layout(.flow) }).frame
        model.handle(.pointerMove(Point(x: flow.midX, y: flow.midY)))
        model.advance(by: 1)
        let expected = try model.renderedFrame(scale: 1)
        // One move onto the segment, then nothing: the tooltip hangs 4 points under the 56-point bar.
        try window.xdotool(["mousemove", "500", "400", "mousemove", "\(Int(flow.midX))", "\(Int(flow.midY))"])
        try window.waitUntilScreenShows(expected, insteadOf: before, in: Rect(x: 0, y: 60, width: 200, height: 24),
                                        what: "the tooltip shows under the resting pointer")
        try window.quit()
    }
}
