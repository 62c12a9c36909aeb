import CollectionLayout
import CollectionView
import Foundation
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
        var options = ViewOptions(layout: layout, category: category, size: "900x640", fontsDirectory: TestPaths.fonts)
        options.appearance = layout == "grid" ? "dark" : nil
        let model = try options.makeModelAtMoment()
        let (viaSDL, direct) = try bothWays(model.drawList(), pixelWidth: Int(900 * scale), pixelHeight: Int(640 * scale),
                                            scale: scale, fonts: model.fonts)
        #expect(differingPixels(viaSDL, direct) == 0, "\(layout) at \(category)")
    }

    @Test func randomListsWithClipsMatchSDLByteForByte() throws {
        var generator = SplitMix64(seed: 21)
        let fonts = FontLibrary(directory: TestPaths.fonts)
        let face = try fonts.face(.regular)
        let glyphs = fonts.makeMeasurer().measure("Ocelot Lynx 123", font: face, pointSize: 17).lines[0].glyphs
            .map { GlyphRun.Glyph(id: $0.glyphID, x: $0.x, y: $0.y) }
        func color() -> Color {
            Color(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                  blue: .random(in: 0...255, using: &generator),
                  alpha: [255, 255, 0, 1, 128, 254, .random(in: 0...255, using: &generator)].randomElement(using: &generator)!)
        }
        func rect() -> Rect {
            Rect(x: .random(in: -40...300, using: &generator), y: .random(in: -40...220, using: &generator),
                 width: .random(in: 0...180, using: &generator), height: .random(in: 0...120, using: &generator))
        }
        for _ in 0..<80 {
            var list = DrawList(size: Size(width: 320, height: 240), background: color())
            for _ in 0..<30 {
                switch Int.random(in: 0..<8, using: &generator) {
                case 0, 1: list.append(.fill(rect(), color: color(), cornerRadius: [0, 4, 12, 40].randomElement(using: &generator)!))
                case 2: list.append(.shadow(rect(), cornerRadius: [0, 6, 12].randomElement(using: &generator)!,
                                            blur: [0.5, 2, 5, 9].randomElement(using: &generator)!, color: color()))
                case 3: list.append(.stroke(rect(), color: color(), width: [1, 2, 5].randomElement(using: &generator)!))
                case 4: list.append(.text(GlyphRun(fontName: face.name, pointSize: [9, 17, 31].randomElement(using: &generator)!,
                                                   origin: rect().origin, glyphs: glyphs, color: color())))
                case 5: list.append(.pushClip(rect()))
                case 6: list.append(.popClip)
                default:
                    let frame = rect()
                    let angle = Double.random(in: -1.2...1.2, using: &generator)
                    let transform: Transform3D = Bool.random(using: &generator)
                        ? Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(m34: -1.0 / 500))
                        : .scale(x: 1.3, y: 1.3, z: 1)
                    list.append(.transformed(frame: frame, transform: transform,
                                             alpha: [1, 0.8, 0.3].randomElement(using: &generator)!, contentKey: Int.random(in: 0...1_000_000, using: &generator),
                                             commands: [.fill(frame, color: color(), cornerRadius: 8)]))
                }
            }
            let scale = [1.0, 2.0].randomElement(using: &generator)!
            let (viaSDL, direct) = try bothWays(list, pixelWidth: Int(320 * scale), pixelHeight: Int(240 * scale), scale: scale,
                                                fonts: fonts)
            #expect(differingPixels(viaSDL, direct) == 0)
        }
    }
}
