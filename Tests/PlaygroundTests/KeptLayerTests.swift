import CollectionLayout
import CollectionView
import Foundation
import Rendering
import Testing
@testable import Playground

/// A window keeps each element's layer while it only moves: a frame of scrolling paints only the
/// elements that came into view, and looks like the frame drawn command by command.
@MainActor @Suite(.serialized) struct KeptLayerTests {
    @Test func scrollingPaintsOnlyTheElementsThatCameIntoView() throws {
        let model = try ViewOptions(size: "1024x768", fontsDirectory: TestPaths.fonts).makeModel()
        model.collectionView.groupsFlatElementsIntoLayers = true
        let canvas = try OffscreenCanvas(pixelWidth: 1024, pixelHeight: 768, fonts: model.fonts)
        canvas.keepsFlatLayers = true
        func shown() -> Set<ElementIdentity> { Set(model.collectionView.presentationElements().map(\.identity)) }

        _ = canvas.render(model.drawList(), scale: 1)
        let first = shown()
        #expect(canvas.paintedLayerCount == first.count)
        for (step, offset) in [25.0, 62.5, 100, 150].enumerated() {
            let before = shown(), painted = canvas.paintedLayerCount
            model.collectionView.setContentOffset(Point(x: 0, y: offset))
            let kept = canvas.render(model.drawList(), scale: 1)
            // Only what came into view is painted; everything that stayed is placed as it was.
            let arrived = shown().subtracting(before)
            #expect(canvas.paintedLayerCount - painted == arrived.count, "step \(step)")

            // A layer moves rigidly by whole pixels: at a half-point offset its element lands half a
            // pixel from where drawing command by command puts it, so compare at whole offsets,
            // where the two differ only in a few edge pixels (anti-aliased corners blended twice).
            guard offset == offset.rounded() else { continue }
            model.collectionView.groupsFlatElementsIntoLayers = false
            let plain = try OffscreenCanvas(pixelWidth: 1024, pixelHeight: 768, fonts: model.fonts).render(model.drawList(), scale: 1)
            model.collectionView.groupsFlatElementsIntoLayers = true
            let differing = SnapshotAssertion.differingPixels(kept, plain)
            if ProcessInfo.processInfo.environment["KEPT_LAYER_DEBUG"] != nil {
                try PNGFile.write(kept, to: "/tmp/kept-\(step).png")
                try PNGFile.write(plain, to: "/tmp/plain-\(step).png")
            }
            #expect(differing < 1024 * 768 / 100, "step \(step): \(differing) pixels differ")
        }
    }
}
