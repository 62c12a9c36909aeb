@testable import Export
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing
import Typography

/// The exported UIKit code means what the scene means: compiled against the product's own `UIKit`
/// module and run, its layout attributes for every element equal the playground's `dump --all` of
/// the same scene, to the half point (`ExportProof`).
@Suite(.serialized) struct ExportProofTests {
    /// Checks one scene, listing every element that differs.
    @MainActor private func expectSame(_ scene: String, layout: LayoutChoice? = nil, category: ContentSizeCategory? = nil, direction: LayoutDirection? = nil,
                                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let differences = try ExportProof.differences(scenePath: scene, layout: layout, category: category, direction: direction)
        #expect(differences.isEmpty, "\(scene) \(layout?.name ?? "") \(category?.rawValue ?? "") \(direction?.rawValue ?? ""):\n\(differences.prefix(12).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }

    /// The podcast grid stacks two global headers; UIKit places every layout-level top item at the
    /// top, so its export starts the content below the taller of them, not below both (the README
    /// says so). Every other built-in scene is proved.
    static let scenesUIKitPlacesOtherwise: Set<String> = [BuiltInScenes.podcastPageFile]

    @Test @MainActor func everyBuiltInSceneInItsOwnLayout() throws {
        for (file, _) in BuiltInScenes.all where !Self.scenesUIKitPlacesOtherwise.contains(file) {
            try expectSame(ExportFixtures.assets.appendingPathComponent(file).path)
        }
    }

    @Test(arguments: LayoutKind.allCases)
    @MainActor func theFieldGuideInEveryLayout(_ layout: LayoutKind) throws {
        let scene = ExportFixtures.assets.appendingPathComponent("default-scene.json").path
        try expectSame(scene, layout: .kind(layout))
        try expectSame(scene, layout: .kind(layout), category: .AX5)
    }

    @Test @MainActor func rightToLeftAtTheSmallestAndLargestTextSizes() throws {
        let scene = ExportFixtures.assets.appendingPathComponent("rtl-scene.json").path
        try expectSame(scene, category: .xS)
        try expectSame(scene, category: .AX5)
        try expectSame(ExportFixtures.assets.appendingPathComponent("app-store-scene.json").path, direction: .rightToLeft)
    }

    @Test @MainActor func oneExportServesEveryTextSizeAndWidthTheSceneDescribes() throws {
        // The app-store page changes its sections at accessibility sizes and at narrow widths; the file
        // exported at L on the iPad-wide window lays out the same as the playground at AX5 and on a phone.
        let scene = ExportFixtures.assets.appendingPathComponent("app-store-scene.json").path
        let cases: [(ContentSizeCategory, Size)] = [(.AX5, Size(width: 1024, height: 768)), (.xS, Size(width: 390, height: 844)),
                                                    (.AX2, Size(width: 390, height: 844))]
        for (category, size) in cases {
            let differences = try ExportProof.differences(scenePath: scene, category: category, size: size,
                                                          exportedAt: (.L, Size(width: 1024, height: 768)))
            #expect(differences.isEmpty, "exported at L, run at \(category.rawValue) \(size):\n\(differences.prefix(12).joined(separator: "\n"))")
        }
    }

    @Test @MainActor func randomFlowAndCompositionalScenes() throws {
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "ExportProofRandom")
        defer { try? FileManager.default.removeItem(at: directory) }
        for seed in UInt64(1)...5 {
            for kind in ["flow", "compositional"] {
                try expectSame(try ExportFixtures.randomScene(seed: seed, kind: kind, in: directory))
            }
        }
    }

    @Test @MainActor func aChangedNumberIsCaught() throws {
        // The proof can fail: the Field Guide's export with its line spacing changed by 4 points disagrees.
        let scene = ExportFixtures.assets.appendingPathComponent("default-scene.json").path
        let differences = try ExportProof.differences(scenePath: scene) {
            $0.replacingOccurrences(of: "layout.minimumLineSpacing = 12", with: "layout.minimumLineSpacing = 16")
        }
        #expect(!differences.isEmpty)
    }
}
