import AppInput
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Variants in a real window under Xvfb, driven with xdotool as a designer's mouse and keyboard
/// would: the palette's "Variants" shows what the same command shows headless (the panes `shot`
/// draws), a click in one pane selects the card in every pane, and the wheel over one pane
/// scrolls the window's own view with it. One of the serialized `CommandLineTests`, as every
/// real-window test is.
extension CommandLineTests {
    @Test func variantsInTheWindowShowWhatTheyShowHeadlessAndFollowTheMouse() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        let size = Size(width: 1200, height: 700)
        let window = try WindowDriver(["run", "--size", "1200x700", "--exit-after", "60", "--state-on-exit", state], in: directory)
        defer { window.stop() }
        // The same moments drawn headless: the scene alone, its three text sizes side by side, and
        // the first card selected with a click in the AX5 pane.
        let alone = try ViewOptions(size: size, fontsDirectory: TestPaths.fonts).makeModel()
        let before = try alone.renderedFrame(scale: 1)
        let headless = try ViewOptions(size: size, fontsDirectory: TestPaths.fonts).makeModel()
        headless.apply(.toggleVariants)
        let shown = try headless.renderedFrame(scale: 1)
        let panes = headless.variantFrames
        #expect(panes.count == 3)
        guard panes.count == 3, let card = headless.variantModels[2].windowFrame(ofItemAt: IndexPath(item: 0, section: 0)),
              let smallCard = headless.variantModels[0].windowFrame(ofItemAt: IndexPath(item: 0, section: 0)) else { return }
        let click = Point(x: panes[2].minX + card.midX, y: panes[2].minY + card.midY)
        headless.handle(.pointerMove(click))
        headless.handle(.pointerDown(click, modifiers: []))
        headless.handle(.pointerUp(click))
        headless.settle()
        let selected = try headless.renderedFrame(scale: 1)

        try window.xdotool(["mousemove", "600", "400"])
        try window.xdotool(["key", "ctrl+k"])
        try window.xdotool(["type", "--delay", "30", "variants"])
        try window.xdotool(["key", "Return"])
        try window.waitUntilScreenShows(shown, insteadOf: before, in: panes[0], what: "the palette's Variants shows the three text sizes")
        try window.xdotool(["mousemove", "\(Int(click.x))", "\(Int(click.y))"])
        try window.xdotool(["click", "1"])
        // The xS pane draws the card selected too.
        try window.waitUntilScreenShows(selected, insteadOf: shown,
                                        in: Rect(x: panes[0].minX + smallCard.minX, y: panes[0].minY + smallCard.minY, width: smallCard.width, height: smallCard.height),
                                        what: "a click in the AX5 pane selects the card in the xS pane")
        // The wheel over the L pane scrolls it, and the window's own view follows.
        try window.xdotool(["mousemove", "\(Int(panes[1].midX))", "\(Int(panes[1].midY))"])
        try window.xdotool(["click", "--repeat", "6", "--delay", "40", "5"])
        try window.quit()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        let offset = (json?["contentOffset"] as? [String: Any])?["y"] as? Double
        #expect((offset ?? 0) > 50, "the window's view stayed at \(offset.map { "\($0)" } ?? "nothing")")
        #expect((json?["selectedIndexPaths"] as? [Any])?.count == 1)
        let variants = json?["variants"] as? [String: Any]
        #expect(variants?["axis"] as? String == "category" && variants?["values"] as? [String] == ["xS", "L", "AX5"])
    }
}
