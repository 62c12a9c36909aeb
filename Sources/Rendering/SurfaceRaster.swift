import CSDL2
import CollectionLayout
import CollectionView

/// Draws straight into an ABGR8888 surface's memory, with SDL's own integer arithmetic, what the
/// software renderer spent most of a frame on: rectangles and coverage masks (rounded corners,
/// shadows, glyphs) in a colour. SDL's generic blitters convert and modulate pixel by pixel
/// through a function per pixel format; these loops do the same sums in place.
///
/// The sums are SDL 2.26's, found by probing its software renderer and checked by the tests,
/// which draw the same lists both ways and compare every byte: a mask pixel of coverage c in
/// colour (r, g, b, a) has alpha s = c·a/255 and colour r·s/255 (each division truncating), and
/// the destination d becomes colour + (255 − s)·d/255 (`SDL_blit_auto.c`; a blended fill is the
/// same with c = 255); a mask in plain opaque white skips the modulation and SDL's per-pixel
/// alpha blitter shifts instead: d + (255 − d)·c >> 8, alpha c + d·(255 − c) >> 8, c = 255 copied.
@MainActor
struct SurfaceRaster {
    /// The surface's pixels, row by row (`rowStride` apart).
    let pixels: UnsafeMutablePointer<UInt32>
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Pixels from one row to the next.
    let rowStride: Int

    /// The raster of a surface in ABGR8888, which must stay alive and unlocked-free (a software
    /// surface without RLE needs no locking).
    init(surface: UnsafeMutablePointer<SDL_Surface>) {
        pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        rowStride = Int(surface.pointee.pitch) / 4
    }

    /// `rect` cut to the surface and to `clip` (nil: the whole surface); nil when nothing is left.
    func visible(_ rect: SDL_Rect, clip: SDL_Rect?) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = max(0, Int(rect.x)), y0 = max(0, Int(rect.y))
        var x1 = min(width, Int(rect.x) + Int(rect.w)), y1 = min(height, Int(rect.y) + Int(rect.h))
        if let clip {
            x0 = max(x0, Int(clip.x))
            y0 = max(y0, Int(clip.y))
            x1 = min(x1, Int(clip.x) + Int(clip.w))
            y1 = min(y1, Int(clip.y) + Int(clip.h))
        }
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// The packed pixel of a colour.
    private static func packed(_ color: Color) -> UInt32 {
        UInt32(color.alpha) << 24 | UInt32(color.blue) << 16 | UInt32(color.green) << 8 | UInt32(color.red)
    }

    /// Fills a rectangle: overwriting when `blends` is false (SDL_BLENDMODE_NONE) or blending
    /// the colour over what is there (SDL_BLENDMODE_BLEND).
    func fill(_ rect: SDL_Rect, color: Color, blends: Bool, clip: SDL_Rect?) {
        guard let area = visible(rect, clip: clip) else { return }
        if !blends || color.alpha == 255 {
            let value = Self.packed(color)
            for y in area.y0..<area.y1 {
                (pixels + y * rowStride + area.x0).update(repeating: value, count: area.x1 - area.x0)
            }
            return
        }
        guard color.alpha > 0 else { return }
        let blend = Blend(color: color, coverage: 255, isMask: false)
        for y in area.y0..<area.y1 {
            let row = pixels + y * rowStride
            for x in area.x0..<area.x1 { row[x] = blend.over(row[x]) }
        }
    }

    /// Blends part of a mask, in a colour, into `destination`, as `SDL_RenderCopy` would: pixel
    /// for pixel when `source` is the destination's size, otherwise scaled to it nearest-neighbour.
    ///
    /// `hidden`, when given, is where the very next drawing overwrites with opaque pixels whatever
    /// is under it (a card's own fill over the middle of its shadow): the copy skips it, which
    /// changes no pixel of the finished frame.
    ///
    /// `within` (a frame redrawn in part) limits what is written without changing where a scaled
    /// copy samples, so the pixels inside it are those of the whole frame.
    func blend(_ mask: CoverageMask, source: SDL_Rect, destination: SDL_Rect, color: Color, clip: SDL_Rect?,
               hidden: Occluder? = nil, within limit: SDL_Rect? = nil) {
        guard color.alpha > 0 else { return }
        let writeClip = PixelRect.intersection(clip, limit)
        if source.w == destination.w && source.h == destination.h {
            copy(mask, source: source, destination: destination, color: color, clip: writeClip, hidden: hidden)
        } else if destination.x >= 0, destination.y >= 0, Int(destination.x) + Int(destination.w) <= width,
                  Int(destination.y) + Int(destination.h) <= height {
            stretch(mask, source: source, destination: destination, color: color, clip: clip, hidden: hidden, within: limit)
        } else {
            // Reaching past the surface, SDL's software renderer scales into a scratch surface
            // first and copies that unscaled (so that clipping keeps the proportions).
            copy(mask, source: source, destination: destination, color: color, clip: writeClip, hidden: hidden)
        }
    }

    /// Lays `blend` over the pixels `x0..<x1` of row `y`, except those `hidden` covers.
    @inline(__always)
    private func run(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, y: Int, blend: Blend, hidden: Occluder?) {
        if let (h0, h1) = hidden?.span(row: y, from: x0, to: x1) {
            for x in x0..<h0 { row[x] = blend.over(row[x]) }
            for x in h1..<x1 { row[x] = blend.over(row[x]) }
            return
        }
        for x in x0..<x1 { row[x] = blend.over(row[x]) }
    }

    /// A copy cut to the clip, the source cut by as much: pixel for pixel, or — for a source one
    /// pixel wide or high stretched over the destination — that pixel repeated.
    private func copy(_ mask: CoverageMask, source: SDL_Rect, destination: SDL_Rect, color: Color, clip: SDL_Rect?,
                      hidden: Occluder?) {
        guard let area = visible(destination, clip: clip) else { return }
        let repeatsX = source.w != destination.w, repeatsY = source.h != destination.h
        precondition((!repeatsX || source.w == 1) && (!repeatsY || source.h == 1), "only one-pixel sources are stretched")
        let offsetX = Int(source.x) - Int(destination.x), offsetY = Int(source.y) - Int(destination.y)
        let full = Blend(color: color, coverage: 255, isMask: true)
        mask.values.withUnsafeBufferPointer { values in
            for y in area.y0..<area.y1 {
                let sourceY = repeatsY ? Int(source.y) : y + offsetY
                let row = pixels + y * rowStride
                if repeatsX {
                    let coverage = values[sourceY * mask.width + Int(source.x)]
                    guard coverage > 0 else { continue }
                    let blend = coverage == 255 ? full : Blend(color: color, coverage: coverage, isMask: true)
                    run(row, area.x0, area.x1, y: y, blend: blend, hidden: hidden)
                    continue
                }
                let sourceRow = values.baseAddress! + sourceY * mask.width + offsetX
                let (h0, h1) = hidden?.span(row: y, from: area.x0, to: area.x1) ?? (area.x1, area.x1)
                for x in area.x0..<h0 {
                    let coverage = sourceRow[x]
                    if coverage == 0 { continue }
                    row[x] = (coverage == 255 ? full : Blend(color: color, coverage: coverage, isMask: true)).over(row[x])
                }
                for x in h1..<area.x1 {
                    let coverage = sourceRow[x]
                    if coverage == 0 { continue }
                    row[x] = (coverage == 255 ? full : Blend(color: color, coverage: coverage, isMask: true)).over(row[x])
                }
            }
        }
    }

    /// A scaled copy, clipped with SDL's arithmetic (`SDL_UpperBlitScaled`: the source cut in
    /// proportion, both rounded to whole pixels, nothing drawn when either comes to nothing) and
    /// sampled as its nearest-neighbour blitter steps (16.16 fixed point from half a step).
    private func stretch(_ mask: CoverageMask, source: SDL_Rect, destination: SDL_Rect, color: Color, clip: SDL_Rect?,
                         hidden: Occluder?, within limit: SDL_Rect?) {
        guard destination.w > 0, destination.h > 0, source.w > 0, source.h > 0 else { return }
        // SDL's clip rectangle is always within the surface.
        var bounds = (x: 0.0, y: 0.0, w: Double(width), h: Double(height))
        if let clip {
            let x0 = max(0, Int(clip.x)), y0 = max(0, Int(clip.y))
            let x1 = min(width, Int(clip.x) + Int(clip.w)), y1 = min(height, Int(clip.y) + Int(clip.h))
            guard x0 < x1, y0 < y1 else { return }
            bounds = (Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
        }
        var dx0 = Double(destination.x) - bounds.x, dx1 = dx0 + Double(destination.w)
        var dy0 = Double(destination.y) - bounds.y, dy1 = dy0 + Double(destination.h)
        var sx0 = Double(source.x), sx1 = sx0 + Double(source.w), sy0 = Double(source.y), sy1 = sy0 + Double(source.h)
        let scaleX = (sx1 - sx0) / (dx1 - dx0), scaleY = (sy1 - sy0) / (dy1 - dy0)
        if dx0 < 0 { sx0 -= dx0 * scaleX; dx0 = 0 }
        if dx1 > bounds.w { sx1 -= (dx1 - bounds.w) * scaleX; dx1 = bounds.w }
        if dy0 < 0 { sy0 -= dy0 * scaleY; dy0 = 0 }
        if dy1 > bounds.h { sy1 -= (dy1 - bounds.h) * scaleY; dy1 = bounds.h }
        // Each start rounded, each length rounded on its own (a sliver of a source pixel is none).
        func whole(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }
        let sourceX = whole(sx0), sourceWidth = whole(sx1 - sx0)
        let sourceY = whole(sy0), sourceHeight = whole(sy1 - sy0)
        let targetX = whole(dx0 + bounds.x), targetWidth = max(0, whole(dx1 - dx0))
        let targetY = whole(dy0 + bounds.y), targetHeight = max(0, whole(dy1 - dy0))
        guard sourceWidth > 0, sourceHeight > 0, targetWidth > 0, targetHeight > 0 else { return }
        let stepX = (sourceWidth << 16) / targetWidth, stepY = (sourceHeight << 16) / targetHeight
        // Rows and columns outside `within` are stepped over, not written.
        var rows = targetY..<(targetY + targetHeight), columns = targetX..<(targetX + targetWidth)
        if let limit {
            let top = max(rows.lowerBound, Int(limit.y)), bottom = min(rows.upperBound, Int(limit.y) + Int(limit.h))
            let left = max(columns.lowerBound, Int(limit.x)), right = min(columns.upperBound, Int(limit.x) + Int(limit.w))
            guard top < bottom, left < right else { return }
            rows = top..<bottom
            columns = left..<right
        }
        mask.values.withUnsafeBufferPointer { values in
            for y in rows {
                let positionY = stepY / 2 + (y - targetY) * stepY
                let sourceRow = values.baseAddress! + (sourceY + positionY >> 16) * mask.width + sourceX
                let row = pixels + y * rowStride
                if sourceWidth == 1 {
                    let coverage = sourceRow[0]
                    if coverage > 0 {
                        let blend = Blend(color: color, coverage: coverage, isMask: false)
                        run(row, columns.lowerBound, columns.upperBound, y: y, blend: blend, hidden: hidden)
                    }
                } else {
                    var positionX = stepX / 2 + (columns.lowerBound - targetX) * stepX
                    for x in columns {
                        let coverage = sourceRow[positionX >> 16]
                        if coverage > 0 { row[x] = Blend(color: color, coverage: coverage, isMask: false).over(row[x]) }
                        positionX += stepX
                    }
                }
            }
        }
    }
}
