import Foundation
import TestSupport
import Testing
@testable import Playground

/// Nothing lost with the designer's own photos, with the real executable: a `run --images DIR`
/// window killed after an edit comes back with `--restore` showing what it showed — its photos,
/// not white cards with their file names. One of the serialized `CommandLineTests`.
extension CommandLineTests {
    /// The cells of a `--state-on-exit` file (a `dump --all`): each one's id, frame and picture.
    private static func shownCells(inState path: String) throws -> [NSDictionary] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        return try #require(json["elements"] as? [[String: Any]]).filter { $0["category"] as? String == "cell" }.map { $0 as NSDictionary }
    }

    @Test func aPhotosWindowKilledAfterAnEditComesBackWithItsPictures() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let folder = try ContentFixtures.folder(["zebra.jpg": "taken-2023-12-24.jpg", "mango.jpg": "taken-2024-05-01.jpg",
                                                 "apple.jpg": "taken-2024-05-02.jpg"])
        let directory = URL(fileURLWithPath: folder).deletingLastPathComponent()
        // Opens a window on the photos in `homes` and shuffles them with the palette; returns it once its recovery copy is written.
        func shuffledWindow(homes: URL, stateOnExit: [String] = []) throws -> WindowDriver {
            let window = try WindowDriver(["run", "--images", folder, "--size", "1024x768", "--exit-after", "60"] + stateOnExit, in: homes)
            try window.xdotool(["mousemove", "500", "400"])
            try window.xdotool(["key", "ctrl+k"])
            try window.xdotool(["type", "--delay", "30", "shuffle"])
            try window.xdotool(["key", "Return"])
            let recoveryFolder = homes.appendingPathComponent("state/collection-playground")
            try WindowDriver.waitUntil("the recovery copy is written") {
                ((try? FileManager.default.contentsOfDirectory(atPath: recoveryFolder.path)) ?? []).contains { $0.hasSuffix(".json") }
            }
            return window
        }

        // What the shuffled window shows, from a window of its own (other homes) that quits throwing the change away.
        let expectedState = directory.appendingPathComponent("expected.json").path
        let reference = try shuffledWindow(homes: try TestPaths.temporaryDirectory(), stateOnExit: ["--state-on-exit", expectedState])
        defer { reference.stop() }
        try reference.quit(discardingChanges: true)
        let shown = try Self.shownCells(inState: expectedState)
        #expect(Set(shown.compactMap { $0["id"] as? String }) == ["apple.jpg", "zebra.jpg", "mango.jpg"])
        #expect(shown.allSatisfy { ($0["image"] as? [String: Any])?["state"] as? String == "loaded" }, "\(shown)")

        let window = try shuffledWindow(homes: directory)
        defer { window.stop() }
        window.process.terminate(with: SIGKILL)
        window.process.wait()

        let restoredState = directory.appendingPathComponent("restored.json").path
        let restored = try ProcessRunner.playground(["run", "--images", folder, "--size", "1024x768", "--restore", "--exit-after", "0.5",
                                                     "--state-on-exit", restoredState], environment: Self.homes(in: directory))
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(try Self.shownCells(inState: restoredState) == shown)
    }
}
