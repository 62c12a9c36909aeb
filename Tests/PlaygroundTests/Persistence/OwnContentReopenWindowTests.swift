import Commands
import Foundation
import Persistence
@testable import Playground
import TestSupport
import Testing

/// Own content remembers its tuning, with the real executable: a spreadsheet shuffled and saved
/// (Ctrl+Shift+S) in one run is offered, in the next, as the scene saved from it; Return opens it
/// and the cards come in the saved order. One of the serialized `CommandLineTests`.
extension CommandLineTests {
    @Test func aSpreadsheetReopenedOffersTheSceneSavedFromIt() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let csv = try ContentFixtures.file("recipes.csv", "id,title\nsoup,Soup\nsalad,Salad\nstew,Stew\npie,Pie\ntart,Tart\nbread,Bread\n")
        let directory = URL(fileURLWithPath: (csv as NSString).deletingLastPathComponent)
        let saved = (csv as NSString).deletingPathExtension + ".scene.json"

        let shuffledState = directory.appendingPathComponent("shuffled.json").path
        let first = try WindowDriver(["run", "--items", csv, "--size", "1024x768", "--exit-after", "60",
                                      "--state-on-exit", shuffledState], in: directory)
        defer { first.stop() }
        try first.xdotool(["mousemove", "500", "400"])
        try first.xdotool(["key", "ctrl+k"])
        try first.xdotool(["type", "--delay", "30", "shuffle"])
        try first.xdotool(["key", "Return", "ctrl+shift+s"])
        try WindowDriver.waitUntil("the scene is saved beside the spreadsheet") { FileManager.default.fileExists(atPath: saved) }
        try first.quit()
        let shuffled = try WindowDriver.cells(inState: shuffledState)
        #expect(Set(shuffled) == ["soup", "salad", "stew", "pie", "tart", "bread"])
        #expect(shuffled != ["soup", "salad", "stew", "pie", "tart", "bread"], "the shuffle changed the order")

        // The next run asks; Return opens the saved scene, in its saved order.
        let reopenedState = directory.appendingPathComponent("reopened.json").path
        let again = try WindowDriver(["run", "--items", csv, "--size", "1024x768", "--exit-after", "60",
                                      "--state-on-exit", reopenedState], in: directory)
        defer { again.stop() }
        try again.xdotool(["mousemove", "500", "400"])
        try again.xdotool(["key", "Return"])
        // The window remembers what it shows (two seconds after it changed): the saved scene, no longer the spreadsheet.
        let remembered = RememberedState.fileURL(in: XDGDirectories(environment: ProcessRunner.isolatedEnvironment(in: directory)))
        try WindowDriver.waitUntil("the window shows the saved scene") {
            (try? RememberedState.load(from: remembered))??.scenePath == saved
        }
        try again.quit()
        #expect(try WindowDriver.cells(inState: reopenedState) == shuffled)

        // --fresh shows the spreadsheet as it is, asking nothing.
        let freshState = directory.appendingPathComponent("fresh.json").path
        let fresh = try ProcessRunner.playground(["run", "--items", csv, "--size", "1024x768", "--fresh", "--exit-after", "0.5",
                                                  "--state-on-exit", freshState], environment: Self.homes(in: directory))
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(try WindowDriver.cells(inState: freshState) == ["soup", "salad", "stew", "pie", "tart", "bread"])
    }
}
