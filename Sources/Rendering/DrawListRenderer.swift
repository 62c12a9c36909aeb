import CSDL2
import CollectionLayout
import CollectionView
import Typography

/// Executes a `DrawList` on an SDL renderer at a pixel scale: points × scale = pixels.
///
/// Rectangles snap to whole pixels; glyphs come from the `GlyphAtlas`, placed at the
/// positions Typography measured.
@MainActor
public final class DrawListRenderer {
    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private let atlas: GlyphAtlas
    private let corners: CornerMasks
    private var clips: [SDL_Rect] = []
    private var scale = 1.0

    /// Creates a renderer drawing with `renderer`, resolving glyph runs' fonts in `fonts`.
    public init(renderer: OpaquePointer, fonts: FontLibrary) {
        self.renderer = renderer
        self.fonts = fonts
        atlas = GlyphAtlas(renderer: renderer)
        corners = CornerMasks(renderer: renderer)
    }

    /// Clears to the list's background and draws every command, `scale` pixels a point.
    public func render(_ list: DrawList, scale: Double) {
        self.scale = scale
        clips = []
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        setColor(list.background)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for command in list.commands {
            switch command {
            case let .fill(rect, color, radius): fill(rect, color: color, cornerRadius: radius)
            case let .stroke(rect, color, width): stroke(rect, color: color, width: width)
            case let .text(run): draw(run)
            case let .pushClip(rect): pushClip(rect)
            case .popClip: popClip()
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
    }

    private func pixels(_ rect: Rect) -> SDL_Rect {
        let x0 = (rect.minX * scale).rounded(), y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded(), y1 = (rect.maxY * scale).rounded()
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        var box = pixels(rect)
        guard box.w > 0, box.h > 0 else { return }
        setColor(color)
        let radius = min(Int32((cornerRadius * scale).rounded()), min(box.w, box.h) / 2)
        guard radius > 0, let corner = corners.topLeft(radius: radius) else {
            SDL_RenderFillRect(renderer, &box)
            return
        }
        SDL_SetTextureColorMod(corner, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(corner, color.alpha)
        let flips: [(Int32, Int32, UInt32)] = [
            (box.x, box.y, SDL_FLIP_NONE.rawValue),
            (box.x + box.w - radius, box.y, SDL_FLIP_HORIZONTAL.rawValue),
            (box.x, box.y + box.h - radius, SDL_FLIP_VERTICAL.rawValue),
            (box.x + box.w - radius, box.y + box.h - radius, SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue),
        ]
        for (x, y, flip) in flips {
            var target = SDL_Rect(x: x, y: y, w: radius, h: radius)
            SDL_RenderCopyEx(renderer, corner, nil, &target, 0, nil, SDL_RendererFlip(rawValue: flip))
        }
        var bands = [
            SDL_Rect(x: box.x + radius, y: box.y, w: box.w - 2 * radius, h: radius),
            SDL_Rect(x: box.x, y: box.y + radius, w: box.w, h: box.h - 2 * radius),
            SDL_Rect(x: box.x + radius, y: box.y + box.h - radius, w: box.w - 2 * radius, h: radius),
        ]
        SDL_RenderFillRects(renderer, &bands, 3)
    }

    private func stroke(_ rect: Rect, color: Color, width: Double) {
        let box = pixels(rect)
        let w = max(1, Int32((width * scale).rounded()))
        setColor(color)
        var edges = [
            SDL_Rect(x: box.x, y: box.y, w: box.w, h: w),
            SDL_Rect(x: box.x, y: box.y + box.h - w, w: box.w, h: w),
            SDL_Rect(x: box.x, y: box.y + w, w: w, h: box.h - 2 * w),
            SDL_Rect(x: box.x + box.w - w, y: box.y + w, w: w, h: box.h - 2 * w),
        ]
        SDL_RenderFillRects(renderer, &edges, 4)
    }

    private func draw(_ run: GlyphRun) {
        guard let font = fonts.face(named: run.fontName) else { return }
        let pixelSize = run.pointSize * scale
        let baseline = (run.origin.y * scale).rounded()
        for glyph in run.glyphs {
            guard let entry = atlas.entry(font: font, glyph: glyph.id, pixelSize: pixelSize) else { continue }
            let penX = ((run.origin.x + glyph.x) * scale).rounded()
            let penY = baseline - (glyph.y * scale).rounded()
            var source = entry.source
            var target = SDL_Rect(x: Int32(penX) + entry.left, y: Int32(penY) - entry.top, w: source.w, h: source.h)
            SDL_SetTextureColorMod(entry.page, run.color.red, run.color.green, run.color.blue)
            SDL_SetTextureAlphaMod(entry.page, run.color.alpha)
            SDL_RenderCopy(renderer, entry.page, &source, &target)
        }
    }

    private func pushClip(_ rect: Rect) {
        var box = pixels(rect)
        if let outer = clips.last {
            var inner = SDL_Rect()
            var enclosing = outer
            if SDL_IntersectRect(&enclosing, &box, &inner) == SDL_FALSE { inner = SDL_Rect(x: box.x, y: box.y, w: 0, h: 0) }
            box = inner
        }
        clips.append(box)
        applyClip()
    }

    private func popClip() {
        _ = clips.popLast()
        applyClip()
    }

    private func applyClip() {
        if var clip = clips.last {
            if clip.w == 0 || clip.h == 0 {
                // SDL treats an empty clip as "no clip"; clip to a pixel outside the target instead.
                clip = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
            }
            SDL_RenderSetClipRect(renderer, &clip)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }
}
