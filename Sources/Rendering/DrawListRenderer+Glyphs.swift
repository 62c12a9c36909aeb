import CSDL2
import CollectionLayout
import CollectionView
import Typography

/// Glyph runs: each glyph's image from the `GlyphAtlas`, tinted with the run's colour (a colour
/// glyph keeps its own), at the pen position Typography measured, rounded to whole pixels.
extension DrawListRenderer {
    /// Draws a glyph run's glyphs, each placed at its pen position rounded to whole pixels.
    func draw(_ run: GlyphRun) {
        guard let font = fonts.face(named: run.fontName) else { return }
        let pixelSize = run.pointSize * scale
        let baseline = ((run.origin.y - origin.y) * scale).rounded()
        let raster = direct()
        if raster == nil { sdlPending = true }
        for glyph in run.glyphs {
            guard let entry = atlas.entry(font: font, glyph: glyph.id, pixelSize: pixelSize) else { continue }
            let penX = ((run.origin.x - origin.x + glyph.x) * scale).rounded()
            let penY = baseline - (glyph.y * scale).rounded()
            var source = entry.source
            var target = SDL_Rect(x: Int32(penX) + entry.left, y: Int32(penY) - entry.top, w: source.w, h: source.h)
            if let colors = entry.colors {
                // A colour glyph (an emoji) keeps its own colours, whatever the text's colour.
                if let raster {
                    raster.blendPremultiplied(colors, width: Int(source.w), height: Int(source.h),
                                              at: (target.x, target.y), clip: currentClip)
                    continue
                }
                SDL_SetTextureColorMod(entry.page, 255, 255, 255)
                SDL_SetTextureAlphaMod(entry.page, 255)
                SDL_RenderCopy(renderer, entry.page, &source, &target)
                continue
            }
            if let raster {
                raster.blend(entry.coverage, source: SDL_Rect(x: 0, y: 0, w: source.w, h: source.h), destination: target,
                             color: run.color, clip: currentClip)
                continue
            }
            SDL_SetTextureColorMod(entry.page, run.color.red, run.color.green, run.color.blue)
            SDL_SetTextureAlphaMod(entry.page, run.color.alpha)
            SDL_RenderCopy(renderer, entry.page, &source, &target)
        }
    }
}
