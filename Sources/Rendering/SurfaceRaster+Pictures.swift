import CSDL2
import CollectionView

/// A picture written straight into the surface at its own size (the usual case: cells compose
/// their pictures at the pixels they are shown at), with the sums SDL's per-pixel-alpha blitter
/// uses for a texture copied with blending and no alpha or colour modulation: an opaque pixel
/// is copied; a see-through one of alpha a gives each colour d + ⌊(s − d)·a / 256⌋ and alpha
/// a + ⌊d·(255 − a) / 256⌋ (`SDL_blit_A.c`); a clear one leaves the destination. The tests draw
/// the same lists through SDL and compare every byte.
extension SurfaceRaster {
    /// Writes `picture` with its top-left at `origin` (whole pixels), cut to `clip`.
    func copy(_ picture: DrawnPicture, at origin: (x: Int32, y: Int32), clip: SDL_Rect?) {
        let box = SDL_Rect(x: origin.x, y: origin.y, w: Int32(picture.width), h: Int32(picture.height))
        guard let area = visible(box, clip: clip) else { return }
        let offsetX = area.x0 - Int(origin.x), offsetY = area.y0 - Int(origin.y)
        // RGBA bytes read as a little-endian word are the surface's ABGR8888 pixel: an opaque run
        // is copied word for word.
        picture.bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
            for y in area.y0..<area.y1 {
                let row = pixels + y * rowStride
                let source = base + (y - area.y0 + offsetY) * picture.width + offsetX - area.x0
                var x = area.x0
                while x < area.x1 {
                    var end = x
                    while end < area.x1, source[end] >= 0xFF00_0000 { end += 1 }
                    if end > x {
                        (row + x).update(from: source + x, count: end - x)
                        x = end
                        continue
                    }
                    let s = source[x], a = Int(s >> 24)
                    if a > 0 {
                        let d = row[x]
                        func channel(_ shift: UInt32) -> UInt32 {
                            let dc = Int((d >> shift) & 0xFF), sc = Int((s >> shift) & 0xFF)
                            return UInt32(dc + ((sc - dc) * a) >> 8) << shift
                        }
                        let da = Int(d >> 24)
                        row[x] = channel(0) | channel(8) | channel(16) | UInt32(a + (da * (255 - a)) >> 8) << 24
                    }
                    x += 1
                }
            }
        }
    }

    /// Lays premultiplied RGBA pixels (`a << 24 | b << 16 | g << 8 | r`, `width` a row: a colour
    /// glyph) over the surface with their top-left at `origin`, source over destination.
    func blendPremultiplied(_ colors: [UInt32], width imageWidth: Int, height imageHeight: Int,
                            at origin: (x: Int32, y: Int32), clip: SDL_Rect?) {
        let box = SDL_Rect(x: origin.x, y: origin.y, w: Int32(imageWidth), h: Int32(imageHeight))
        guard let area = visible(box, clip: clip) else { return }
        colors.withUnsafeBufferPointer { source in
            for y in area.y0..<area.y1 {
                let row = pixels + y * rowStride
                let line = (y - Int(origin.y)) * imageWidth - Int(origin.x)
                for x in area.x0..<area.x1 {
                    let s = source[line + x]
                    let a = s >> 24
                    if a == 0 { continue }
                    if a == 255 {
                        row[x] = s
                        continue
                    }
                    let d = row[x], inverse = 255 - a
                    func channel(_ shift: UInt32) -> UInt32 {
                        min(255, ((s >> shift) & 0xFF) + ((d >> shift) & 0xFF) * inverse / 255) << shift
                    }
                    row[x] = channel(0) | channel(8) | channel(16) | channel(24)
                }
            }
        }
    }
}
