import Foundation
import Testing
@testable import Playground

/// The palette in a real window under Xvfb, typed into with xdotool: the keyboard's text input
/// (SDL_TEXTINPUT) reaches the query, and digits typed there never switch layouts. One of the
/// serialized `CommandLineTests`, as every real-window test is: two windows at once on one display
/// would take each other's keys and focus.
extension CommandLineTests {
    @Test func thePalettesTypedTextFiltersAndDigitsStayInThePalette() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        let window = try WindowDriver(["run", "--size", "1024x768", "--exit-after", "60", "--state-on-exit", state], in: directory)
        defer { window.stop() }
        try window.xdotool(["mousemove", "500", "400"])
        // "grid" then Return runs Grid layout (an empty query's Return would run Flow layout, the first row).
        try window.xdotool(["key", "ctrl+k"])
        try window.xdotool(["type", "--delay", "30", "grid"])
        try window.xdotool(["key", "Return"])
        // "2" typed into the palette, then Escape: the layout stays the grid (the key 2 is Stacked).
        try window.xdotool(["key", "ctrl+k"])
        try window.xdotool(["type", "--delay", "30", "2"])
        try window.xdotool(["key", "Escape"])
        try window.quit()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        #expect(json?["layout"] as? String == "grid")
    }
}
