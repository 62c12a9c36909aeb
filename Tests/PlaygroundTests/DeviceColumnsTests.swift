import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// A device change or a rotation lays the built-in scene out for the new screen, not the one
/// before (issue 30: "the live window runs one device behind"): as many columns of at least 280
/// points as fit the screen's width less the insets (16 + 16), spacing 12, sharing the width.
@MainActor @Suite(.serialized) struct DeviceColumnsTests {
    /// The widths and left edges of the first section's first eight cards.
    private func columns(_ model: PlaygroundModel) -> (widths: Set<Double>, lefts: Set<Double>) {
        let frames = (0..<8).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        return (Set(frames.map(\.width)), Set(frames.map { $0.minX.rounded() }))
    }

    @Test func eachDeviceAndRotationFitsItsOwnWidth() throws {
        let model = try ViewOptions(fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        // iPad 11-inch upright, 834 wide: 802 inside the insets; (802 + 12) / 292 = 2.79, so 2
        // columns of (802 − 12) / 2 = 395, at 16 and 16 + 395 + 12 = 423 (no gutter: 423 + 395 = 818 = 834 − 16).
        model.apply(.setDevice(DevicePreset.named("iPad 11-inch"), orientation: .portrait, animated: true))
        model.advance(by: 2)
        #expect(columns(model).widths == [395])
        #expect(columns(model).lefts == [16, 423])
        // Turned, 1194 wide: 1162; (1162 + 12) / 292 = 4.02: 4 columns of (1162 − 36) / 4 = 281.5, rounded down.
        model.apply(.rotate(animated: true))
        model.advance(by: 2)
        #expect(columns(model).widths == [281])
        #expect(columns(model).lefts.count == 4)
        // V: the iPad 13-inch, still on its side, 1376 wide: 1344; (1344 + 12) / 292 = 4.64: 4 of (1344 − 36) / 4 = 327.
        model.apply(.cycleDevice)
        model.advance(by: 2)
        #expect(model.presentation.device?.name == "iPad 13-inch" && model.presentation.orientation == .landscape)
        #expect(columns(model).widths == [327])
        // Upright, 1032 wide: 1000; (1000 + 12) / 292 = 3.47: 3 of (1000 − 24) / 3 = 325.3, rounded down.
        model.apply(.rotate(animated: true))
        model.advance(by: 2)
        #expect(columns(model).widths == [325])
        #expect(columns(model).lefts.count == 3)
        // An iPhone 15 on its side: the collection spans 852, and the built-in scene measures its
        // section insets from the safe area (59 a side): 852 − 118 = 734; 702 inside the insets;
        // (702 + 12) / 292 = 2.45: 2 columns of (702 − 12) / 2 = 345.
        model.apply(.setDevice(DevicePreset.named("iPhone 15"), orientation: .landscape, animated: false))
        #expect(columns(model).widths == [345])
    }

    @Test func dumpOfADeviceFitsTheDevicesWidthNotTheScenesViewport() throws {
        // The built-in scene's own viewport is 1024 wide (3 columns of 322): the iPad 11-inch has 2 of 395.
        let result = try ProcessRunner.playground(["dump", "--device", "iPad 11-inch", "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = try Self.cellFrames(json: Data(result.stdout.utf8))
        #expect(cells["ocelot"]?.width == 395 && cells["lynx"]?.minX == 423)
        #expect(!Set(cells.values.map(\.width)).contains(322))
    }

    /// Every cell's frame by id, from a `dump --all` or a `--state-on-exit` file.
    static func cellFrames(json: Data) throws -> [String: Rect] {
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        var frames: [String: Rect] = [:]
        for element in elements where element["category"] as? String == "cell" {
            guard let id = element["id"] as? String, let frame = element["frame"] as? [String: Double] else { continue }
            frames[id] = Rect(x: frame["x"] ?? 0, y: frame["y"] ?? 0, width: frame["width"] ?? 0, height: frame["height"] ?? 0)
        }
        return frames
    }
}

/// The window and `dump` agree after a device change, a rotation and a resize: a real window under
/// Xvfb, driven by xdotool's keys, writes its state on quitting (`--state-on-exit`), which is
/// compared with `dump --all` of the same settings.
extension CommandLineTests {
    /// Runs the window with `arguments`, does `steps` (each waits for its trace line), quits and
    /// returns the state it wrote.
    private func windowState(_ arguments: [String], steps: [(action: [String], trace: String, what: String)]) throws -> Data {
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        let window = try WindowDriver(["run"] + arguments + ["--exit-after", "60", "--state-on-exit", state], in: directory)
        defer { window.stop() }
        for step in steps {
            let traced = window.traceLines().count
            try window.xdotool(step.action)
            try window.waitForTrace(step.trace, skipping: traced, what: step.what)
        }
        try window.quit()
        return try Data(contentsOf: URL(fileURLWithPath: state))
    }

    /// The same settings' `dump --all`.
    private func dumped(_ arguments: [String]) throws -> Data {
        let result = try ProcessRunner.playground(["dump"] + arguments + ["--all"])
        #expect(result.status == 0, "\(result.stderr)")
        return Data(result.stdout.utf8)
    }

    @Test func theWindowAgreesWithDumpAfterADeviceChangeAndARotation() throws {
        guard WindowDriver.toolsAreThere() else { return }
        // V: from the iPad 11-inch to the 13-inch (1032 wide: its content is 1032 wide).
        let changed = try windowState(["--device", "iPad 11-inch"],
                                      steps: [(["key", "v"], "→ 1032×", "the iPad 13-inch is laid out")])
        let upright = try DeviceColumnsTests.cellFrames(json: changed)
        #expect(upright == (try DeviceColumnsTests.cellFrames(json: try dumped(["--device", "iPad 13-inch"]))))
        // Worked by hand: 1000 inside the insets, 3 columns of 325.
        #expect(upright["ocelot"]?.width == 325)
        // Then R: on its side, 1376 wide.
        let turned = try windowState(["--device", "iPad 11-inch"],
                                     steps: [(["key", "v"], "→ 1032×", "the iPad 13-inch is laid out"),
                                             (["key", "r"], "→ 1376×", "the turned iPad is laid out")])
        let landscape = try DeviceColumnsTests.cellFrames(json: turned)
        #expect(landscape == (try DeviceColumnsTests.cellFrames(json: try dumped(["--device", "iPad 13-inch", "--orientation", "landscape"]))))
        // 1344 inside the insets: 4 columns of 327.
        #expect(landscape["ocelot"]?.width == 327)
    }

    @Test func theWindowAgreesWithDumpAfterAResize() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        let window = try WindowDriver(["run", "--size", "800x600", "--exit-after", "60", "--state-on-exit", state], in: directory)
        defer { window.stop() }
        let traced = window.traceLines().count
        try window.xdotool(["windowsize", window.window, "1100", "700"])
        try window.waitForTrace("→ 1100×", skipping: traced, what: "the collection is laid out 1100 wide")
        try window.quit()
        let frames = try DeviceColumnsTests.cellFrames(json: try Data(contentsOf: URL(fileURLWithPath: state)))
        #expect(frames == (try DeviceColumnsTests.cellFrames(json: try dumped(["--size", "1100x700"]))))
        // 1068 inside the insets; (1068 + 12) / 292 = 3.7: 3 columns of (1068 − 24) / 3 = 348.
        #expect(frames["ocelot"]?.width == 348)
    }
}
