import CollectionLayout
import CollectionView
import Foundation
import Pictures
import Rendering
import Testing
import Typography
@testable import Playground

/// The software canvas writes rectangles, masks, glyphs and transformed layers' triangles
/// straight into its surface (`SurfaceRaster`) instead of through SDL's blitters. SDL is the
/// oracle: every frame here is drawn both ways and must match byte for byte — real screens
/// (text, shadows, cards, cover flow's turned layers, the line layout's zoomed one, dark mode,
/// 2× pixels) and random lists of every command with clips, turned and scaled layers.
@MainActor @Suite(.serialized) struct DirectSurfaceWritingTests {
    /// The list drawn through SDL and drawn directly, as two images.
    private func bothWays(_ list: DrawList, pixelWidth: Int, pixelHeight: Int, scale: Double,
                          fonts: FontLibrary) throws -> (RGBAImage, RGBAImage) {
        let viaSDL = try OffscreenCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, fonts: fonts)
        viaSDL.writesDirectly = false
        let direct = try OffscreenCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, fonts: fonts)
        return (viaSDL.render(list, scale: scale), direct.render(list, scale: scale))
    }

    /// How many pixels of two images differ at all.
    private func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        stride(from: 0, to: a.bytes.count, by: 4).filter { a.bytes[$0..<$0 + 4] != b.bytes[$0..<$0 + 4] }.count
    }

    @Test(arguments: [("flow", "L", 1.0), ("flow", "AX5", 1.0), ("coverflow", "L", 1.0), ("grid", "xS", 2.0),
                      ("stacked", "L", 1.0), ("circle", "AX3", 1.0),
                      ("coverflow", "AX5", 2.0), ("line", "xS", 1.0)])
    func realScreensMatchSDLByteForByte(layout: String, category: String, scale: Double) throws {
        var options = ViewOptions(layout: try LayoutChoice.parse(layout), category: try ContentSizeCategory.parse(category), size: Size(width: 900, height: 640),
                                  fontsDirectory: TestPaths.fonts)
        options.appearance = layout == "grid" ? .dark : nil
        let model = try options.makeModelAtMoment()
        let (viaSDL, direct) = try bothWays(model.drawList(), pixelWidth: Int(900 * scale), pixelHeight: Int(640 * scale),
                                            scale: scale, fonts: model.fonts)
        #expect(differingPixels(viaSDL, direct) == 0, "\(layout) at \(category)")
    }

    @Test func randomListsWithClipsMatchSDLByteForByte() throws {
        let fonts = FontLibrary(directory: TestPaths.fonts)
        var random = try RandomDrawCommands(seed: 21, fonts: fonts)
        for _ in 0..<80 {
            var list = DrawList(size: Size(width: 320, height: 240), background: random.color())
            for _ in 0..<30 { list.append(random.command()) }
            let scale = random.pick([1.0, 2.0])
            let (viaSDL, direct) = try bothWays(list, pixelWidth: Int(320 * scale), pixelHeight: Int(240 * scale), scale: scale,
                                                fonts: fonts)
            #expect(differingPixels(viaSDL, direct) == 0)
        }
    }

    /// Consecutive turned layers overlapping (as cover flow draws its covers), some followed by a
    /// card's shadow and opaque fill, in a clip or not: the frame is SDL's, byte for byte.
    @Test func runsOfOverlappingLayersMatchSDLByteForByte() throws {
        let fonts = FontLibrary(directory: TestPaths.fonts)
        var random = try RandomDrawCommands(seed: 52, fonts: fonts)
        for _ in 0..<60 {
            var list = DrawList(size: Size(width: 320, height: 240), background: random.color())
            for _ in 0..<4 { list.append(random.command(clips: false)) }
            let clipped = random.pick([true, false])
            if clipped { list.append(.pushClip(random.rect())) }
            for _ in 0..<random.pick([2, 3, 6]) { list.append(random.layer()) }
            if random.pick([true, false]) {
                let card = random.rect()
                list.append(.shadow(card, cornerRadius: 12, blur: 5, color: Color(red: 0, green: 0, blue: 0, alpha: 90)))
                list.append(.fill(card, color: Color(red: 250, green: 250, blue: 250, alpha: 255), cornerRadius: random.pick([0, 12])))
            }
            for _ in 0..<2 { list.append(random.command(clips: false)) }
            if clipped { list.append(.popClip) }
            let scale = random.pick([1.0, 2.0])
            let (viaSDL, direct) = try bothWays(list, pixelWidth: Int(320 * scale), pixelHeight: Int(240 * scale), scale: scale,
                                                fonts: fonts)
            #expect(differingPixels(viaSDL, direct) == 0)
        }
    }
}
