import CSDL2
import CollectionLayout
import CollectionView

/// Layers: a flat layer painted once into a texture and placed while its content key stays;
/// a transformed layer painted at the size it is shown and mapped through its 3D transform.
extension DrawListRenderer {
    /// A render-target texture for `width` × `height` pixels drawn from its top-left corner: that
    /// size, or `RenderTargetSize`'s rounded one (`roundsRenderTargetSizes`).
    func makeTargetTexture(width: Int32, height: Int32) -> OpaquePointer? {
        let made = roundsRenderTargetSizes ? (RenderTargetSize.rounded(width), RenderTargetSize.rounded(height)) : (width, height)
        return SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), made.0, made.1)
    }

    /// Renders `commands` into a transparent texture the size of `frame` — more pixels when the
    /// transform shows it larger (a zoomed card), so its text stays sharp — then maps it through
    /// the transform as a grid of small textured triangles.
    func drawLayer(frame: Rect, transform: Transform3D, alpha: Double, key: Int, commands: [DrawCommand]) {
        if let shrunk = Self.uprightShrink(of: transform, size: frame.size) {
            return drawShrunkLayer(frame: frame, shown: shrunk.rect, shrink: shrunk.scale, alpha: alpha, key: key, commands: commands)
        }
        let magnification = Self.magnification(of: transform, size: frame.size)
        let layerScale = scale * magnification
        let width = Int32((frame.width * layerScale).rounded(.up)), height = Int32((frame.height * layerScale).rounded(.up))
        guard width > 0, height > 0, alpha > 0,
              let texture = layerTexture(key: key, width: width, height: height, layerScale: layerScale, frame: frame, commands: commands)
        else { return }
        mapLayer(texture, frame: frame, transform: transform, alpha: alpha, key: key, width: Int(width), height: Int(height))
    }

    /// The texture of a layer `width` × `height` pixels: the one kept for its content key at that size, else its
    /// commands painted at `layerScale` pixels a point into a new one, kept; nil when none can be made.
    private func layerTexture(key: Int, width: Int32, height: Int32, layerScale: Double, frame: Rect, commands: [DrawCommand]) -> OpaquePointer? {
        if let cached = layers.texture(key: key, width: width, height: height) { return cached }
        guard let made = makeTargetTexture(width: width, height: height) else { return nil }
        let pointScale = scale
        scale = layerScale
        paintLayer(made, frame: frame, commands: commands)
        scale = pointScale
        layers.store(made, key: key, width: width, height: height)
        return made
    }

    /// A layer texture's pixels, read back once and kept with it (for mapping it in memory).
    private func layerImage(_ texture: OpaquePointer, key: Int, width: Int, height: Int) -> LayerImage? {
        if let kept = layers.image(key: key), kept.width == width, kept.height == height { return kept }
        let previousTarget = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, texture)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let read = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(width * 4))
        }
        SDL_SetRenderTarget(renderer, previousTarget)
        applyClip()
        guard read == 0 else { return nil }
        let image = LayerImage(pixels: pixels, width: width, height: height)
        layers.storeImage(image, key: key)
        return image
    }

    /// How much larger than its frame a layer is shown: the longer of its projected edges over
    /// the frame's, rounded up to an eighth (so a zoom that changes every frame repaints only at
    /// each eighth) and kept from 1 to 3; 1 when it is not shown larger.
    static func magnification(of transform: Transform3D, size: Size) -> Double {
        guard size.width > 0, size.height > 0 else { return 1 }
        let corners = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { transform.vertex(size: size, u: $0.0, v: $0.1) }
        guard corners.allSatisfy({ $0.w >= NearPlaneClipping.minimumW }) else { return 1 }
        let points = corners.map(\.projected)
        func length(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let horizontal = max(length(points[0], points[1]), length(points[3], points[2])) / size.width
        let vertical = max(length(points[0], points[3]), length(points[1], points[2])) / size.height
        let largest = max(horizontal, vertical)
        guard largest > 1.02 else { return 1 }
        return min(3, (largest * 8).rounded(.up) / 8)
    }

    /// Where a layer shows when its transform only shrinks it alike on both axes and moves it (a card scaled to 0.6
    /// in a carousel): its shrink and its rectangle about the frame's centre; nil for any other transform (turned,
    /// in perspective, mirrored, stretched, or shown at about its size or larger).
    static func uprightShrink(of transform: Transform3D, size: Size) -> (scale: Double, rect: Rect)? {
        guard size.width > 0, size.height > 0 else { return nil }
        let corners = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { transform.vertex(size: size, u: $0.0, v: $0.1) }
        guard corners.allSatisfy({ $0.w >= NearPlaneClipping.minimumW }) else { return nil }
        let p = corners.map(\.projected)
        let tolerance = 1e-6
        guard abs(p[0].y - p[1].y) < tolerance, abs(p[3].y - p[2].y) < tolerance,
              abs(p[0].x - p[3].x) < tolerance, abs(p[1].x - p[2].x) < tolerance else { return nil }
        let width = p[1].x - p[0].x, height = p[3].y - p[0].y
        let scale = width / size.width
        guard width > 0, height > 0, abs(height / size.height - scale) < tolerance, scale < 0.98 else { return nil }
        return (scale, Rect(x: p[0].x, y: p[0].y, width: width, height: height))
    }

    /// Draws a layer its transform only shrinks: painted at the size it shows — its text set at that size, so that
    /// no stroke a pixel wide is lost, as sampling a layer painted whole down to 0.6 loses them ("One letter" read
    /// "One etter") — and copied at whole pixels, kept while its content key and pixel size stay.
    private func drawShrunkLayer(frame: Rect, shown: Rect, shrink: Double, alpha: Double, key: Int, commands: [DrawCommand]) {
        let x0 = ((frame.midX + shown.minX - origin.x) * scale).rounded(), y0 = ((frame.midY + shown.minY - origin.y) * scale).rounded()
        let width = Int32((shown.width * scale).rounded(.up)), height = Int32((shown.height * scale).rounded(.up))
        guard width > 0, height > 0, alpha > 0, x0.isFinite, y0.isFinite, abs(x0) < 1e8, abs(y0) < 1e8,
              let texture = layerTexture(key: key, width: width, height: height, layerScale: scale * shrink, frame: frame, commands: commands)
        else { return }
        var source = SDL_Rect(x: 0, y: 0, w: width, h: height)
        var destination = SDL_Rect(x: Int32(x0), y: Int32(y0), w: width, h: height)
        SDL_SetTextureAlphaMod(texture, UInt8((min(1, max(0, alpha)) * 255).rounded()))
        SDL_RenderCopy(renderer, texture, &source, &destination)
        sdlPending = true
    }

    /// Places a flat layer's texture, painted once while its content key stays, at whole pixels
    /// (the layer moves rigidly with its element, as a compositor moves a view's layer).
    func drawFlatLayer(frame: Rect, key: Int, commands: [DrawCommand]) {
        let x0 = (frame.minX * scale).rounded(), y0 = (frame.minY * scale).rounded()
        let width = Int32((frame.width * scale).rounded(.up)), height = Int32((frame.height * scale).rounded(.up))
        guard width > 0, height > 0, x0.isFinite, y0.isFinite, abs(x0) < 1e8, abs(y0) < 1e8 else { return }
        let texture: OpaquePointer
        if let cached = layers.texture(key: key, width: width, height: height) {
            texture = cached
        } else {
            guard let made = makeTargetTexture(width: width, height: height) else {
                return execute(commands)
            }
            texture = made
            // Painted with its origin on the pixel the texture is placed at.
            paintLayer(texture, frame: Rect(x: x0 / scale, y: y0 / scale, width: frame.width, height: frame.height),
                       commands: commands)
            layers.store(texture, key: key, width: width, height: height)
        }
        var source = SDL_Rect(x: 0, y: 0, w: width, h: height)
        var destination = SDL_Rect(x: Int32(x0), y: Int32(y0), w: width, h: height)
        SDL_SetTextureAlphaMod(texture, 255)
        SDL_RenderCopy(renderer, texture, &source, &destination)
    }

    /// Draws commands into a layer texture, transparent where nothing is drawn.
    private func paintLayer(_ texture: OpaquePointer, frame: Rect, commands: [DrawCommand]) {
        paintedLayerCount += 1
        layerDepth += 1
        defer { layerDepth -= 1 }
        let previousTarget = SDL_GetRenderTarget(renderer)
        let savedClips = clips, savedOrigin = origin
        SDL_SetRenderTarget(renderer, texture)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, background.red, background.green, background.blue, 0)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        clips = []
        origin = Point(x: frame.minX, y: frame.minY)
        execute(commands)
        SDL_SetRenderTarget(renderer, previousTarget)
        clips = savedClips
        origin = savedOrigin
        applyClip()
    }

    /// Shows a layer texture through a 3D transform: a grid of small textured triangles whose
    /// corners are projected with the perspective divide (`Transform3D.vertex(size:u:v:)`, the
    /// same projection hit-testing uses). When part of the layer lies at or behind the eye, each
    /// triangle is cut at the near plane before the divide and drawn as a fan; what lies behind
    /// the eye draws nothing.
    private func mapLayer(_ texture: OpaquePointer, frame: Rect, transform: Transform3D, alpha: Double,
                          key: Int, width: Int, height: Int) {
        let n = Self.layerSubdivisions
        let a = UInt8((min(1, max(0, alpha)) * 255).rounded())
        // The layer fills the texture's top-left `width` × `height` pixels: texture coordinates reach that far.
        var textureWidth: Int32 = 0, textureHeight: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &textureWidth, &textureHeight)
        let uScale = textureWidth > 0 ? Double(width) / Double(textureWidth) : 1
        let vScale = textureHeight > 0 ? Double(height) / Double(textureHeight) : 1
        let center = Point(x: frame.midX, y: frame.midY)
        var grid: [HomogeneousVertex] = []
        grid.reserveCapacity((n + 1) * (n + 1))
        for row in 0...n {
            for column in 0...n {
                grid.append(transform.vertex(size: frame.size, u: Double(column) / Double(n), v: Double(row) / Double(n)))
            }
        }
        var vertices: [SDL_Vertex] = []
        func emit(_ vertex: HomogeneousVertex) {
            let local = vertex.projected
            let x = (center.x + local.x - origin.x) * scale, y = (center.y + local.y - origin.y) * scale
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)),
                                       color: SDL_Color(r: 255, g: 255, b: 255, a: a),
                                       tex_coord: SDL_FPoint(x: Float(vertex.u * uScale), y: Float(vertex.v * vScale))))
        }
        func cell(_ row: Int, _ column: Int) -> [[Int]] {
            let topLeft = row * (n + 1) + column, topRight = topLeft + 1
            let bottomLeft = topLeft + n + 1, bottomRight = bottomLeft + 1
            return [[topLeft, topRight, bottomLeft], [topRight, bottomRight, bottomLeft]]
        }
        guard grid.contains(where: { $0.w < NearPlaneClipping.minimumW }) else {
            // Wholly in front: the grid's vertices are shared by its triangles.
            vertices.reserveCapacity(grid.count)
            grid.forEach(emit)
            var indices: [Int32] = []
            indices.reserveCapacity(n * n * 6)
            for row in 0..<n {
                for column in 0..<n {
                    let topLeft = Int32(row * (n + 1) + column), topRight = topLeft + 1
                    let bottomLeft = topLeft + Int32(n + 1), bottomRight = bottomLeft + 1
                    // One at a time: an array literal here would be an allocation a cell, every frame.
                    indices.append(topLeft)
                    indices.append(topRight)
                    indices.append(bottomLeft)
                    indices.append(topRight)
                    indices.append(bottomRight)
                    indices.append(bottomLeft)
                }
            }
            // On a software canvas, the same triangles written in memory (unless SDL would copy
            // some of them as rectangles: then SDL draws them all).
            if layerDepth == 0, writesDirectly, raster != nil,
               let image = layerImage(texture, key: key, width: Int(textureWidth), height: Int(textureHeight)),
               let raster = direct(), raster.mapTriangles(image, vertices: vertices, indices: indices, clip: currentClip) {
                return
            }
            SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
            sdlPending = true
            return
        }
        for row in 0..<n {
            for column in 0..<n {
                for triangle in cell(row, column) {
                    let polygon = NearPlaneClipping.clip(triangle.map { grid[$0] })
                    guard polygon.count >= 3 else { continue }
                    for index in 1..<(polygon.count - 1) {
                        emit(polygon[0])
                        emit(polygon[index])
                        emit(polygon[index + 1])
                    }
                }
            }
        }
        guard !vertices.isEmpty else { return }
        SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), nil, 0)
        sdlPending = true
    }
}
