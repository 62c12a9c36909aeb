import CollectionLayout
import Testing
@testable import CollectionView

/// `DrawCommand.scaled(by:offset:)`: a device's screen drawn smaller or larger than its points —
/// every position lands at p × scale + offset and every length scales (numbers worked by hand).
@Suite struct DrawCommandScalingTests {
    @Test func fillsShadowsStrokesAndClipsScaleAndMove() {
        let offset = Point(x: 100, y: 50)
        #expect(DrawCommand.fill(Rect(x: 10, y: 20, width: 30, height: 40), color: Color(hex: 0x123456), cornerRadius: 4)
            .scaled(by: 0.5, offset: offset) == .fill(Rect(x: 105, y: 60, width: 15, height: 20), color: Color(hex: 0x123456), cornerRadius: 2))
        #expect(DrawCommand.shadow(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 6, blur: 8, color: Color(hex: 0))
            .scaled(by: 3, offset: .zero) == .shadow(Rect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 18, blur: 24, color: Color(hex: 0)))
        #expect(DrawCommand.stroke(Rect(x: 2, y: 2, width: 4, height: 4), color: Color(hex: 0), width: 1).scaled(by: 2, offset: offset)
            == .stroke(Rect(x: 104, y: 54, width: 8, height: 8), color: Color(hex: 0), width: 2))
        #expect(DrawCommand.pushClip(Rect(x: 0, y: 0, width: 8, height: 8)).scaled(by: 0.25, offset: offset)
            == .pushClip(Rect(x: 100, y: 50, width: 2, height: 2)))
    }

    @Test func textTakesASizeInProportionWithItsGlyphsPlacedAlike() {
        let run = GlyphRun(fontName: "Inter-Regular", pointSize: 17, origin: Point(x: 40, y: 60),
                           glyphs: [GlyphRun.Glyph(id: 7, x: 0, y: 0), GlyphRun.Glyph(id: 8, x: 10, y: -2)], color: Color(hex: 0))
        guard case let .text(scaled) = DrawCommand.text(run).scaled(by: 0.5, offset: Point(x: 10, y: 10)) else {
            Issue.record("not text")
            return
        }
        #expect(scaled.pointSize == 8.5)
        #expect(scaled.origin == Point(x: 30, y: 40))
        #expect(scaled.glyphs == [GlyphRun.Glyph(id: 7, x: 0, y: 0), GlyphRun.Glyph(id: 8, x: 5, y: -1)])
    }

    @Test func aLayersTranslationGrowsAndItsPerspectiveDistanceToo() {
        var transform = Transform3D.translation(x: 8, y: -4, z: 2)
        transform[3, 4] = -1.0 / 500
        transform[1, 1] = 0.9
        let layer = DrawCommand.transformed(frame: Rect(x: 10, y: 10, width: 20, height: 20), transform: transform, alpha: 0.5,
                                            contentKey: 1, commands: [.fill(Rect(x: 10, y: 10, width: 20, height: 20), color: Color(hex: 0), cornerRadius: 0)])
        guard case let .transformed(frame, scaled, alpha, key, commands) = layer.scaled(by: 2, offset: .zero) else {
            Issue.record("not a layer")
            return
        }
        #expect(frame == Rect(x: 20, y: 20, width: 40, height: 40) && alpha == 0.5)
        // Translation × 2; m34 (perspective, 1 / distance) ÷ 2: the eye twice as far in a space twice as large.
        #expect(scaled[4, 1] == 16 && scaled[4, 2] == -8 && scaled[4, 3] == 4)
        #expect(scaled[3, 4] == -1.0 / 1000)
        #expect(scaled[1, 1] == 0.9 && scaled[4, 4] == 1)
        // Another scale, another texture.
        #expect(key != 1)
        #expect(commands == [.fill(Rect(x: 20, y: 20, width: 40, height: 40), color: Color(hex: 0), cornerRadius: 0)])
    }
}
