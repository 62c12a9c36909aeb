import CSDL2
import CollectionLayout
import CollectionView

/// Shapes: filled rectangles (rounded ones from cached masks), strokes, and soft shadows,
/// whose part an opaque fill drawn next overwrites is skipped.
extension DrawListRenderer {
    /// Where the drawing right after `index` overwrites pixels opaquely whatever is under them:
    /// the plus-shaped middle of the first opaque fill among the next few pixel-only
    /// commands (fills, strokes, text, shadows, no clip change), looking into an element's layer
    /// drawn in place. What is drawn there before that fill can be skipped.
    func overwrittenRect(after index: Int, in commands: [DrawCommand]) -> Occluder? {
        var upcoming: [DrawCommand] = []
        for command in commands[(index + 1)...] {
            if case let .flatLayer(_, _, inner) = command, !keepsFlatLayers { upcoming += inner.prefix(4) } else { upcoming.append(command) }
            if upcoming.count >= 4 { break }
        }
        for command in upcoming.prefix(4) {
            switch command {
            case let .fill(rect, color, cornerRadius) where color.alpha == 255:
                let box = pixels(rect)
                guard box.w > 0, box.h > 0 else { return nil }
                // Covered whole by a stamp (coverage 255 there) or by the bands between the corners.
                return Occluder(box: box, radius: cornerRadiusInPixels(cornerRadius, box: box))
            case .fill, .stroke, .text, .shadow: continue
            default: return nil
            }
        }
        return nil
    }

    /// A soft shadow: the cached blurred mask of its corner radius and blur, drawn in nine
    /// pieces (corners as they are, edges and middle stretched) over the shape grown by the blur.
    func shadow(_ rect: Rect, cornerRadius: Double, blur: Double, color: Color, hidden: Occluder? = nil) {
        let box = pixels(rect)
        guard box.w > 0, box.h > 0, color.alpha > 0 else { return }
        var extent = Int32((blur * scale).rounded())
        var radius = cornerRadiusInPixels(cornerRadius, box: box)
        // The nine pieces need the shape at least as large as its two corners: a small shape
        // casts a tighter shadow.
        extent = min(extent, max(0, (min(box.w, box.h) - 2 * radius) / 2))
        if extent < 1 {
            radius = min(radius, min(box.w, box.h) / 2)
            extent = 1
            guard min(box.w, box.h) >= 2 * radius + 2 else { return }
        }
        let raster = direct()
        guard let mask = shadows.mask(radius: radius, extent: extent) else { return }
        if raster == nil {
            SDL_SetTextureColorMod(mask.texture, color.red, color.green, color.blue)
            SDL_SetTextureAlphaMod(mask.texture, color.alpha)
        }
        let corner = ShadowMasks.cornerSize(radius: radius, extent: extent)
        // The destination: the shape grown by the blur's extent on every side.
        let x0 = box.x - extent, y0 = box.y - extent, width = box.w + 2 * extent, height = box.h + 2 * extent
        let columns: [(src: Int32, srcW: Int32, dst: Int32, dstW: Int32)] = [
            (0, corner, x0, corner), (corner, 1, x0 + corner, width - 2 * corner), (corner + 1, corner, x0 + width - corner, corner)]
        let rows: [(src: Int32, srcH: Int32, dst: Int32, dstH: Int32)] = [
            (0, corner, y0, corner), (corner, 1, y0 + corner, height - 2 * corner), (corner + 1, corner, y0 + height - corner, corner)]
        for row in rows where row.dstH > 0 {
            for column in columns where column.dstW > 0 {
                var source = SDL_Rect(x: column.src, y: row.src, w: column.srcW, h: row.srcH)
                var target = SDL_Rect(x: column.dst, y: row.dst, w: column.dstW, h: row.dstH)
                if let raster {
                    // Scaled pieces are placed by the drawing's own clip (SDL's proportional
                    // clipping), then only written inside the frame's base clip.
                    raster.blend(mask.coverage, source: source, destination: target, color: color, clip: clips.last, hidden: hidden,
                                 within: layerDepth == 0 ? baseClip : nil)
                } else {
                    SDL_RenderCopy(renderer, mask.texture, &source, &target)
                    sdlPending = true
                }
            }
        }
    }

    /// A filled rectangle at whole pixels: rounded corners from `RoundedRectMasks`, opaque colours overwriting.
    func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        var box = pixels(rect)
        guard box.w > 0, box.h > 0 else { return }
        let radius = cornerRadiusInPixels(cornerRadius, box: box)
        if let raster = direct() {
            fillDirectly(raster, box: box, color: color, radius: radius)
            return
        }
        sdlPending = true
        setColor(color)
        // Opaque rectangles overwrite instead of blending: several times faster in software.
        let opaque = color.alpha == 255
        if opaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        defer { if opaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) } }
        if radius > 0, let stamp = masks.stamp(width: box.w, height: box.h, radius: radius)?.texture {
            SDL_SetTextureColorMod(stamp, color.red, color.green, color.blue)
            SDL_SetTextureAlphaMod(stamp, color.alpha)
            SDL_RenderCopy(renderer, stamp, nil, &box)
            return
        }
        guard radius > 0, let cornerMasks = masks.corners(radius: radius)?.map(\.texture) else {
            SDL_RenderFillRect(renderer, &box)
            return
        }
        let places: [(Int32, Int32)] = [(box.x, box.y), (box.x + box.w - radius, box.y),
                                        (box.x, box.y + box.h - radius), (box.x + box.w - radius, box.y + box.h - radius)]
        for (mask, place) in zip(cornerMasks, places) {
            SDL_SetTextureColorMod(mask, color.red, color.green, color.blue)
            SDL_SetTextureAlphaMod(mask, color.alpha)
            var target = SDL_Rect(x: place.0, y: place.1, w: radius, h: radius)
            SDL_RenderCopy(renderer, mask, nil, &target)
        }
        var bands = [
            SDL_Rect(x: box.x + radius, y: box.y, w: box.w - 2 * radius, h: radius),
            SDL_Rect(x: box.x, y: box.y + radius, w: box.w, h: box.h - 2 * radius),
            SDL_Rect(x: box.x + radius, y: box.y + box.h - radius, w: box.w - 2 * radius, h: radius),
        ]
        SDL_RenderFillRects(renderer, &bands, 3)
    }

    /// A corner radius in whole pixels, at most half the box's shorter side: what `fill` draws,
    /// and so what a shadow may count on it covering.
    private func cornerRadiusInPixels(_ cornerRadius: Double, box: SDL_Rect) -> Int32 {
        min(Int32((cornerRadius * scale).rounded()), min(box.w, box.h) / 2)
    }

    /// `fill` written straight into the surface: the same stamp, corners and bands SDL would draw.
    private func fillDirectly(_ raster: SurfaceRaster, box: SDL_Rect, color: Color, radius: Int32) {
        let clip = currentClip
        if radius > 0, let stamp = masks.stamp(width: box.w, height: box.h, radius: radius)?.coverage {
            raster.blend(stamp, source: SDL_Rect(x: 0, y: 0, w: box.w, h: box.h), destination: box, color: color, clip: clip)
            return
        }
        // Opaque rectangles overwrite, translucent ones blend (SDL's draw blend mode in `fill`).
        let blends = color.alpha != 255
        guard radius > 0, let corners = masks.corners(radius: radius)?.map(\.coverage) else {
            raster.fill(box, color: color, blends: blends, clip: clip)
            return
        }
        let places: [(Int32, Int32)] = [(box.x, box.y), (box.x + box.w - radius, box.y),
                                        (box.x, box.y + box.h - radius), (box.x + box.w - radius, box.y + box.h - radius)]
        for (mask, place) in zip(corners, places) {
            raster.blend(mask, source: SDL_Rect(x: 0, y: 0, w: radius, h: radius),
                         destination: SDL_Rect(x: place.0, y: place.1, w: radius, h: radius), color: color, clip: clip)
        }
        for band in [SDL_Rect(x: box.x + radius, y: box.y, w: box.w - 2 * radius, h: radius),
                     SDL_Rect(x: box.x, y: box.y + radius, w: box.w, h: box.h - 2 * radius),
                     SDL_Rect(x: box.x + radius, y: box.y + box.h - radius, w: box.w - 2 * radius, h: radius)] {
            raster.fill(Self.asSDLFills(band), color: color, blends: blends, clip: clip)
        }
    }

    /// A rectangle as SDL's software renderer fills it: a side under one pixel (even zero or
    /// negative, as a band of a rounded rectangle or a stroke's edge may be) counts as one pixel.
    private static func asSDLFills(_ rect: SDL_Rect) -> SDL_Rect {
        SDL_Rect(x: rect.x, y: rect.y, w: max(1, rect.w), h: max(1, rect.h))
    }

    /// A rectangle's outline `width` points wide (at least a pixel), drawn inside its edges.
    func stroke(_ rect: Rect, color: Color, width: Double) {
        let box = pixels(rect)
        let w = max(1, Int32((width * scale).rounded()))
        let edges = [
            SDL_Rect(x: box.x, y: box.y, w: box.w, h: w),
            SDL_Rect(x: box.x, y: box.y + box.h - w, w: box.w, h: w),
            SDL_Rect(x: box.x, y: box.y + w, w: w, h: box.h - 2 * w),
            SDL_Rect(x: box.x + box.w - w, y: box.y + w, w: w, h: box.h - 2 * w),
        ]
        if let raster = direct() {
            // Drawn with the blend mode on, as SDL draws them here.
            for edge in edges { raster.fill(Self.asSDLFills(edge), color: color, blends: true, clip: currentClip) }
            return
        }
        setColor(color)
        var rects = edges
        SDL_RenderFillRects(renderer, &rects, 4)
        sdlPending = true
    }
}
