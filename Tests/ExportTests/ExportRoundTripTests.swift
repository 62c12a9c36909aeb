import Commands
@testable import Export
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// `export --to uikit` runs back through `--layout-source` to the scene's own frames: every built-in scene's
/// exported file, compiled against the product's UIKit module with the layout host and asked for its layout by
/// `--layout-function makeCollectionViewLayout`, dumps as the scene does (`ExportRoundTrip`). One compile per
/// scene; the expected frames are the scene's own `dump --all`, made by the playground's engine, not the file.
@Suite(.serialized) struct ExportRoundTripTests {
    @Test @MainActor func everyBuiltInScenesExportRunsBackToItsFrames() throws {
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "ExportRoundTrip")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The podcast grid's two global headers: UIKit places every layout-level top item at the top, so its
        // export starts the content below the taller of them, not below both (`ExportProofTests` says the same).
        for (file, _) in BuiltInScenes.all where !ExportProofTests.scenesUIKitPlacesOtherwise.contains(file) {
            let differences = try ExportRoundTrip.differences(scenePath: ExportFixtures.assets.appendingPathComponent(file).path, in: directory)
            #expect(differences.isEmpty, "\(file):\n\(differences.prefix(12).joined(separator: "\n"))")
        }
    }

    @Test @MainActor func cellsScrolledNearAreSizedAsTheScenesAre() throws {
        // As on iOS, a self-sizing cell is measured when it comes near the screen: the Field Guide scrolled to its
        // end has sized the cells it passed, in the export as in the scene.
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "ExportRoundTripScrolled")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("scroll.json")
        try Data(#"{"actions": [{"at": 0, "do": "scroll", "to": {"x": 0, "y": 1500}, "animated": false}, {"at": 0.1, "do": "scroll", "to": {"x": 0, "y": 3000}, "animated": false}]}"#.utf8)
            .write(to: script)
        let differences = try ExportRoundTrip.differences(scenePath: ExportFixtures.assets.appendingPathComponent("default-scene.json").path,
                                                          scriptPath: script.path, in: directory)
        #expect(differences.isEmpty, "\(differences.prefix(12).joined(separator: "\n"))")
    }

    @Test @MainActor func aChangedNumberIsCaught() throws {
        // The comparison can fail: the Field Guide's export with its line spacing changed by 4 points disagrees.
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "ExportRoundTripChanged")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = ExportFixtures.assets.appendingPathComponent("default-scene.json").path
        var options = ViewOptions(scenePath: scene, fontsDirectory: ExportFixtures.fonts)
        let text = try ExportCommand.source(options, to: .uikit).text
        let file = directory.appendingPathComponent("Changed.swift")
        try text.replacingOccurrences(of: "layout.minimumLineSpacing = 12", with: "layout.minimumLineSpacing = 16").write(to: file, atomically: true, encoding: .utf8)
        let expected = try DumpCommand.run(options, all: true)
        options.layoutSourcePath = file.path
        options.layoutFunction = ExportRoundTrip.function
        #expect(try !DumpComparison.differences(expected, try DumpCommand.run(options, all: true)).isEmpty)
    }
}
