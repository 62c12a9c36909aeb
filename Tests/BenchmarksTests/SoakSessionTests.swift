@testable import Benchmarks
@testable import Playground
import SceneFormat
import TestSupport
import Testing
import Typography

/// A short soak (the long one is `make soak`): two passes of the scripted session.
@MainActor
struct SoakSessionTests {
    @Test func twoPassesEndWithTheSceneTheyStartedWithAndBoundedCaches() throws {
        let fonts = FontLibrary(directory: PackagePaths.fonts)
        let frames = 2 * SoakSession.cycleFrames
        let session = SoakSession(frames: frames, sampleEvery: 200, renderEvery: 20, fonts: fonts)
        let report = try session.run()
        // 2,400 frames sampled every 200: 12 samples.
        #expect(report.samples.count == 12)
        #expect(report.samples.last?.frame == frames)
        // The default scene has 4 sections of 15 items, plus at most a header and a footer each: 68 views.
        // Every view presented is one of them (or one leaving): never more than twice that.
        let scene = try SceneDecoder.load(path: PackagePaths.asset("default-scene.json"))
        let views = scene.sections.reduce(0) { $0 + $1.items.count + 2 }
        #expect(report.mostLiveViews > 0)
        #expect(report.mostLiveViews <= 2 * views)
        // The first pass's drag lifts a card in flow (in the second, the circle's ring of radius
        // 122 around the middle leaves (150, 180) empty); each drag comes back to where it began
        // and each insert is deleted, so the items end in the scene's order.
        #expect(report.liftedDrags == 1)
        #expect(report.itemIDsAtEnd == scene.sections.map { $0.items.map(\.id) })
        #expect(report.samples.allSatisfy { $0.cachedMeasurements <= 3 * TextMeasurer.cachedMeasurementLimit })
        // The glyph atlas has a page from the first frame drawn and never more than its eight (`GlyphAtlas.maximumPages`).
        #expect(report.samples.allSatisfy { (1...8).contains($0.glyphAtlasPages) })
        // Two passes: the warm-up is half of them (a whole session's is the script's first 30 passes).
        #expect(report.warmUpFrames == SoakSession.cycleFrames)
    }
}
