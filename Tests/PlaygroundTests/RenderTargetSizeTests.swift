import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import Rendering
import SceneFormat
import Testing

/// Layer textures come in a bounded set of sizes, however their layers' sizes change: a GPU
/// renderer's framebuffer for each size made keeps the last texture of that size alive after it is
/// destroyed (see `RenderTargetSize`), so the window's memory grew with every new size an animated
/// layout switch made — megabytes a switch, without bound (issue 46).
@MainActor @Suite(.serialized) struct RenderTargetSizeTests {
    /// Every size a layer texture may be made in up to 2,048 pixels: 32, then four an octave.
    static let sizesUpTo2048: Set<Int32> = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256,
                                            320, 384, 448, 512, 640, 768, 896, 1024, 1280, 1536, 1792, 2048]

    @Test func layerSidesRoundUpToAQuarterOctaveAtMost() {
        // Hand-computed: up to 32 → 32; then the next multiple of a quarter of the octave below.
        let expected: [(Int32, Int32)] = [(1, 32), (31, 32), (32, 32), (33, 40), (40, 40), (41, 48), (63, 64), (64, 64),
                                          (65, 80), (97, 112), (129, 160), (200, 224), (256, 256), (257, 320),
                                          (700, 768), (1000, 1024), (1025, 1280), (1600, 1792)]
        for (side, texture) in expected {
            #expect(RenderTargetSize.rounded(side) == texture, "side \(side)")
        }
    }

    /// Animated switches (keys 1, 3 and 4), then the same again at another frame rate, as a window's
    /// frames fall: the layers' sizes change every frame, yet every layer texture kept is of one of
    /// the few sizes, and the second round, whose layers pass through sizes the first did not, makes
    /// few sizes the first did not make (at each layer's own size, it made dozens of new ones).
    @Test func animatedLayoutSwitchesMakeLayerTexturesOfFewSizes() throws {
        let model = try ViewOptions(size: Size(width: 480, height: 400), fontsDirectory: TestPaths.fonts).makeModel()
        model.collectionView.groupsFlatElementsIntoLayers = true
        let canvas = try OffscreenCanvas(pixelWidth: 480, pixelHeight: 400, fonts: model.fonts)
        canvas.keepsFlatLayers = true
        // As a GPU renderer makes them (the software renderer keeps nothing behind).
        canvas.roundsRenderTargetSizes = true
        let kinds: [LayoutKind] = [.circle, .coverflow, .flow]
        func round(frameTime: Double) -> Set<[Int32]> {
            var sizes = Set<[Int32]>()
            for kind in kinds {
                model.setLayout(kind, animated: true)
                var frames = 0
                repeat {
                    model.advance(by: frameTime)
                    _ = canvas.render(model.drawList(), scale: 1)
                    for size in canvas.keptLayerTextureSizes { sizes.insert([size.width, size.height]) }
                    frames += 1
                } while model.isAnimating && frames < 100
            }
            return sizes
        }
        let first = round(frameTime: 1.0 / 30)
        let second = round(frameTime: 1.0 / 23)
        #expect(!first.isEmpty)
        for size in first.union(second) {
            #expect(Self.sizesUpTo2048.contains(size[0]) && Self.sizesUpTo2048.contains(size[1]), "\(size)")
        }
        // Made at each layer's own size, 66 of the second round's 74 sizes were new: a moving layer
        // makes a new size nearly every frame. Rounded, a new size comes only where a layer crosses
        // into a size class it did not reach before (13 here).
        #expect(second.subtracting(first).count <= 20, "new sizes in the second round: \(second.subtracting(first).count)")
    }
}
