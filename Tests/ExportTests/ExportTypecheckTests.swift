@testable import Export
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Every export type-checks against UIKit's and SwiftUI's API as Apple documents it (the
/// signature modules): each built-in scene in its own layout and in every other, for both
/// frameworks, and random flow and compositional scenes.
@Suite(.serialized) struct ExportTypecheckTests {
    /// Type-checks an export, naming the scene in the failure.
    private func expectTypechecks(_ source: ExportedSource, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let errors = try SwiftCompiler.typecheck(source: source.text)
        #expect(errors.isEmpty, "\(label):\n\(errors.joined(separator: "\n"))\n\(source.text)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ExportFramework.allCases)
    @MainActor func everyBuiltInSceneInItsOwnLayout(_ framework: ExportFramework) throws {
        for scene in ExportFixtures.builtInScenes {
            try expectTypechecks(try ExportFixtures.export(scene, to: framework), "\(scene) --to \(framework)")
        }
    }

    @Test(arguments: ExportFramework.allCases)
    @MainActor func theFieldGuideInEveryLayout(_ framework: ExportFramework) throws {
        let scene = ExportFixtures.assets.appendingPathComponent("default-scene.json").path
        for layout in LayoutKind.allCases {
            try expectTypechecks(try ExportFixtures.export(scene, layout: .kind(layout), category: .AX3, to: framework),
                                 "default --layout \(layout) --to \(framework)")
        }
    }

    @Test @MainActor func randomFlowAndCompositionalScenes() throws {
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "ExportRandom")
        defer { try? FileManager.default.removeItem(at: directory) }
        for seed in UInt64(1)...6 {
            for kind in ["flow", "compositional"] {
                let path = try ExportFixtures.randomScene(seed: seed, kind: kind, in: directory)
                for framework in ExportFramework.allCases {
                    try expectTypechecks(try ExportFixtures.export(path, to: framework), "random \(kind) seed \(seed) --to \(framework)")
                }
            }
        }
    }

    @Test @MainActor func aMisspeltExportWouldFail() throws {
        // The check can fail: the Field Guide's export with one property misspelt does not type-check.
        let scene = ExportFixtures.assets.appendingPathComponent("default-scene.json").path
        var source = try ExportFixtures.export(scene, to: .uikit)
        source.text = source.text.replacingOccurrences(of: "minimumLineSpacing", with: "minimumLineSpace")
        let errors = try SwiftCompiler.typecheck(source: source.text)
        #expect(errors.contains { $0.contains("minimumLineSpace") })
    }
}
