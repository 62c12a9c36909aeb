import CSDL2

/// A layer's pixels in memory (ARGB8888, as the software renderer keeps its textures), read back
/// once when the layer is painted, so that mapping it through a transform needs no SDL call.
struct LayerImage {
    /// `width × height` pixels, row by row.
    var pixels: [UInt32]
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
}

/// Textured triangles written straight into the surface, the way SDL 2.26's software renderer
/// draws `SDL_RenderGeometry` (`SDL_SW_BlitTriangle` and its per-pixel `SDL_BlitTriangle_Slow`,
/// from SDL's source): vertices cut to whole pixels (then doubled: one bit of fixed point),
/// texture coordinates to whole texels, barycentric weights stepped across the triangle's
/// bounding box from each pixel's centre with the top-left rule, each texel chosen by dividing
/// the weighted coordinates by the triangle's area, then blended with the layer's opacity.
/// The tests compare every byte with SDL drawing the same layers.
extension SurfaceRaster {
    /// Maps `image` through triangles given by `indices` into `vertices` (SDL's vertex layout,
    /// positions in surface pixels, uniform colour: white at the layer's opacity). Returns false,
    /// drawing nothing, when SDL would draw some pair of them as one rectangle copy instead, or
    /// when a texture coordinate is negative (`blitTriangle` steps texels as floors, which are
    /// SDL's truncations only for coordinates that are not negative): SDL then draws them.
    func mapTriangles(_ image: LayerImage, vertices: [SDL_Vertex], indices: [Int32], clip: SDL_Rect?) -> Bool {
        guard indices.count % 3 == 0, !vertices.isEmpty, !Self.hasRectangles(vertices: vertices, indices: indices) else {
            return false
        }
        // SW_QueueGeometry: texels and pixels truncated from floats.
        let textureWidth = Float(image.width), textureHeight = Float(image.height)
        let texels = vertices.map { SIMD2<Int>(Int(($0.tex_coord.x * textureWidth).rounded(.towardZero)),
                                               Int(($0.tex_coord.y * textureHeight).rounded(.towardZero))) }
        let points = vertices.map { SIMD2<Int>(Int($0.position.x.rounded(.towardZero)) << 1,
                                               Int($0.position.y.rounded(.towardZero)) << 1) }
        guard texels.allSatisfy({ $0.x >= 0 && $0.y >= 0 }) else { return false }
        let alpha = vertices[0].color.a
        image.pixels.withUnsafeBufferPointer { source in
            for start in stride(from: 0, to: indices.count, by: 3) {
                let k = (Int(indices[start]), Int(indices[start + 1]), Int(indices[start + 2]))
                blitTriangle(source, width: image.width,
                             texels: (texels[k.0], texels[k.1], texels[k.2]), points: (points[k.0], points[k.1], points[k.2]),
                             alpha: alpha, clip: clip)
            }
        }
        return true
    }

    /// Whether `SDL_SW_RenderGeometryRaw` would take two consecutive triangles sharing an edge
    /// for an axis-aligned rectangle (and copy it instead of drawing triangles).
    private static func hasRectangles(vertices: [SDL_Vertex], indices: [Int32]) -> Bool {
        // Triples, not arrays: a layer has hundreds of triangles, and this runs every frame.
        var previous: (Int, Int, Int)?
        for start in stride(from: 0, to: indices.count, by: 3) {
            let k = (Int(indices[start]), Int(indices[start + 1]), Int(indices[start + 2]))
            guard let before = previous else {
                previous = k
                continue
            }
            func inK(_ index: Int) -> Bool { index == k.0 || index == k.1 || index == k.2 }
            let shared = (inK(before.0) ? 1 : 0) + (inK(before.1) ? 1 : 0) + (inK(before.2) ? 1 : 0)
            if shared == 2 {
                func xy(_ index: Int) -> (Float, Float) { (vertices[index].position.x, vertices[index].position.y) }
                let (x0, y0) = xy(k.0), (x1, y1) = xy(k.1), (x2, y2) = xy(k.2)
                let a: Int = x0 <= x1 && y0 <= y1 ? (x0 <= x2 && y0 <= y2 ? k.0 : k.2) : (x1 <= x2 && y1 <= y2 ? k.1 : k.2)
                let b: Int = x0 >= x1 && y0 >= y1 ? (x0 >= x2 && y0 >= y2 ? k.0 : k.2) : (x1 >= x2 && y1 >= y2 ? k.1 : k.2)
                let c = k.0 != a && k.0 != b ? k.0 : (k.1 != a && k.1 != b ? k.1 : k.2)
                let c2 = before.0 != a && before.0 != b ? before.0
                    : (before.1 != a && before.1 != b ? before.1 : before.2)
                let (ax, ay) = xy(a), (bx, by) = xy(b)
                func rightAngled(_ corner: Int) -> Bool {
                    let (cx, cy) = xy(corner)
                    return (ax == cx && by == cy) || (ay == cy && bx == cx)
                }
                // The colours are uniform (one opacity for the whole layer).
                if rightAngled(c) && rightAngled(c2) { return true }
            }
            previous = k
        }
        return false
    }

    /// One triangle, as `SDL_SW_BlitTriangle` draws it from an ARGB8888 texture into this
    /// ABGR8888 surface with blending (and the opacity as alpha modulation when below 255).
    private func blitTriangle(_ source: UnsafeBufferPointer<UInt32>, width sourceWidth: Int,
                              texels: (SIMD2<Int>, SIMD2<Int>, SIMD2<Int>), points: (SIMD2<Int>, SIMD2<Int>, SIMD2<Int>),
                              alpha: UInt8, clip: SDL_Rect?) {
        let (d0, d1, d2) = points
        var (s0, s1, s2) = texels
        func cross(_ a: SIMD2<Int>, _ b: SIMD2<Int>, _ cx: Int, _ cy: Int) -> Int { (b.x - a.x) * (cy - a.y) - (b.y - a.y) * (cx - a.x) }
        var area = cross(d0, d1, d2.x, d2.y)
        guard area != 0 else { return }
        // The bounding box in pixels (fixed point shifted back; its size not rounded up).
        let minX = min(d0.x, d1.x, d2.x), maxX = max(d0.x, d1.x, d2.x)
        let minY = min(d0.y, d1.y, d2.y), maxY = max(d0.y, d1.y, d2.y)
        var box = (x: minX >> 1, y: minY >> 1, w: (maxX - minX) >> 1, h: (maxY - minY) >> 1)
        // Texture coordinates interpolate up to their maximum included: the maximum steps back one.
        let sourceMaxX = max(s0.x, s1.x, s2.x), sourceMinX = min(s0.x, s1.x, s2.x)
        let sourceMaxY = max(s0.y, s1.y, s2.y), sourceMinY = min(s0.y, s1.y, s2.y)
        if sourceMaxX - sourceMinX > 0 {
            if s0.x == sourceMaxX { s0.x -= 1 }
            if s1.x == sourceMaxX { s1.x -= 1 }
            if s2.x == sourceMaxX { s2.x -= 1 }
        }
        if sourceMaxY - sourceMinY > 0 {
            if s0.y == sourceMaxY { s0.y -= 1 }
            if s1.y == sourceMaxY { s1.y -= 1 }
            if s2.y == sourceMaxY { s2.y -= 1 }
        }
        // Cut to the surface, then to the clip (SDL_IntersectRect; an empty result draws nothing).
        func intersect(_ a: (x: Int, y: Int, w: Int, h: Int), _ b: (x: Int, y: Int, w: Int, h: Int)) -> (x: Int, y: Int, w: Int, h: Int) {
            guard a.w > 0, a.h > 0, b.w > 0, b.h > 0 else { return (a.x, a.y, 0, 0) }
            let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
            return (x0, y0, min(a.x + a.w, b.x + b.w) - x0, min(a.y + a.h, b.y + b.h) - y0)
        }
        box = intersect(box, (0, 0, width, height))
        box = intersect(box, clip.map { (Int($0.x), Int($0.y), Int($0.w), Int($0.h)) } ?? (0, 0, width, height))
        guard box.w > 0, box.h > 0 else { return }

        let clockwise = area > 0
        area = abs(area)
        let sign = clockwise ? 1 : -1
        let stepX0 = sign * ((d1.y - d2.y) << 1), stepX1 = sign * ((d2.y - d0.y) << 1), stepX2 = sign * ((d0.y - d1.y) << 1)
        let stepY0 = sign * ((d2.x - d1.x) << 1), stepY1 = sign * ((d0.x - d2.x) << 1), stepY2 = sign * ((d1.x - d0.x) << 1)
        // Weights at the first pixel's centre.
        let px = (box.x << 1) + 1, py = (box.y << 1) + 1
        var row0 = sign * cross(d1, d2, px, py), row1 = sign * cross(d2, d0, px, py), row2 = sign * cross(d0, d1, px, py)
        func isTopLeft(_ a: SIMD2<Int>, _ b: SIMD2<Int>) -> Bool {
            clockwise ? (a.y == b.y && a.x < b.x) || b.y < a.y : (a.y == b.y && b.x < a.x) || a.y < b.y
        }
        let bias0 = isTopLeft(d1, d2) ? 0 : -1, bias1 = isTopLeft(d2, d0) ? 0 : -1, bias2 = isTopLeft(d0, d1) ? 0 : -1
        let s20x = s0.x - s2.x, s21x = s1.x - s2.x, s20y = s0.y - s2.y, s21y = s1.y - s2.y
        let s2AreaX = s2.x * area, s2AreaY = s2.y * area
        let modulates = alpha != 255, layerAlpha = UInt64(alpha)
        let lastTexel = source.count - 1
        // SDL divides (w0·s20 + w1·s21 + s2·area) by the area at every pixel. Inside the triangle
        // the weights are not negative and sum to the area, and the texel coordinates are not
        // negative (`mapTriangles` leaves other triangles to SDL), so that numerator is not
        // negative and its quotient is its floor; the floor steps by a constant from pixel to pixel, so it
        // is carried along as quotient and remainder instead (the same texels, no division).
        func floorDivision(_ numerator: Int) -> (quotient: Int, remainder: Int) {
            var quotient = numerator / area, remainder = numerator % area
            if remainder < 0 {
                quotient -= 1
                remainder += area
            }
            return (quotient, remainder)
        }
        let stepSourceX = floorDivision(stepX0 * s20x + stepX1 * s21x)
        let stepSourceY = floorDivision(stepX0 * s20y + stepX1 * s21y)
        // The pixels of a row inside the triangle are one run: where each weight (plus its bias)
        // is not negative. Found by division once a row, so that only those pixels are visited.
        func insideRun(_ weight: Int, step: Int, bias: Int, in run: Range<Int>) -> Range<Int> {
            let atZero = weight + bias // the biased weight at the run's first pixel (k = 0)
            if step == 0 { return atZero >= 0 ? run : run.lowerBound..<run.lowerBound }
            if step > 0 {
                // atZero + k·step ≥ 0 from k = ⌈−atZero / step⌉ on.
                let first = atZero >= 0 ? 0 : (-atZero + step - 1) / step
                return min(run.upperBound, max(run.lowerBound, first))..<run.upperBound
            }
            // atZero + k·step ≥ 0 up to k = ⌊atZero / −step⌋.
            guard atZero >= 0 else { return run.lowerBound..<run.lowerBound }
            let last = atZero / -step
            return run.lowerBound..<max(run.lowerBound, min(run.upperBound, last + 1))
        }

        for y in box.y..<(box.y + box.h) {
            defer {
                row0 += stepY0
                row1 += stepY1
                row2 += stepY2
            }
            // Pixel offsets from the box's left edge.
            var run = 0..<box.w
            run = insideRun(row0, step: stepX0, bias: bias0, in: run)
            run = insideRun(row1, step: stepX1, bias: bias1, in: run)
            run = insideRun(row2, step: stepX2, bias: bias2, in: run)
            guard !run.isEmpty else { continue }
            let w0 = row0 + run.lowerBound * stepX0, w1 = row1 + run.lowerBound * stepX1
            var (sourceX, remainderX) = floorDivision(w0 * s20x + w1 * s21x + s2AreaX)
            var (sourceY, remainderY) = floorDivision(w0 * s20y + w1 * s21y + s2AreaY)
            let row = pixels + y * rowStride
            for x in (box.x + run.lowerBound)..<(box.x + run.upperBound) {
                // (A degenerate triangle can reach one past the last texel; SDL reads past it too.)
                let texel = source[min(lastTexel, sourceY * sourceWidth + sourceX)]
                if !modulates && texel >= 0xFF00_0000 {
                    // Opaque at full opacity: what is beneath counts 0/255, and ARGB8888 becomes this
                    // surface's ABGR8888 by swapping red and blue.
                    row[x] = (texel & 0xFF00_FF00) | (texel >> 16) & 0xFF | (texel & 0xFF) << 16
                } else {
                    // ARGB8888 → lanes; alpha modulated, colours premultiplied, then blended.
                    var a = UInt64(texel >> 24)
                    if modulates { a = a * layerAlpha / 255 }
                    var colours = UInt64((texel >> 16) & 0xFF) | UInt64((texel >> 8) & 0xFF) << 16 | UInt64(texel & 0xFF) << 32
                    if a < 255 {
                        colours = PixelLanes.divideBy255(colours &* a)
                        let blended = PixelLanes.divideBy255(PixelLanes.spread(row[x]) &* (255 - a))
                        row[x] = PixelLanes.pack((colours | a << 48) &+ blended)
                    } else {
                        row[x] = PixelLanes.pack(colours | a << 48)
                    }
                }
                // The next texel: quotient and remainder carried without a branch (whether the
                // remainder wraps follows the texture's scale, which a branch predictor cannot).
                remainderX += stepSourceX.remainder
                let carryX = remainderX >= area ? 1 : 0
                sourceX += stepSourceX.quotient + carryX
                remainderX -= area & -carryX
                remainderY += stepSourceY.remainder
                let carryY = remainderY >= area ? 1 : 0
                sourceY += stepSourceY.quotient + carryY
                remainderY -= area & -carryY
            }
        }
    }
}
