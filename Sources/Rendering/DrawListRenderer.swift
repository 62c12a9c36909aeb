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
    let fonts: FontLibrary
    let atlas: GlyphAtlas
    private let masks: RoundedRectMasks
    private let shadows: ShadowMasks
    /// How many shadow masks were blurred (once per corner radius and blur, in pixels).
    package var shadowMasksMade: Int { shadows.madeCount }
    let layers: LayerCache
    /// Pictures' textures, uploaded once per picture and kept within a byte budget (`PictureTextures`).
    let pictures: PictureTextures
    /// Whether `renderer` is SDL's software renderer (pictures are then stretched once per size, see `pictureTexture`).
    private let isSoftware: Bool
    private var clips: [SDL_Rect] = []
    /// The part of the target a frame redraws (all of it: nil); every command is clipped to it.
    private var baseClip: SDL_Rect?
    /// The clip in effect: the innermost pushed one, cut (outside layers) by the frame's base clip.
    private var currentClip: SDL_Rect? {
        layerDepth == 0 ? PixelRect.intersection(clips.last, baseClip) : clips.last
    }
    private var scale = 1.0
    /// Subtracted from every point (in points): a layer is drawn with its frame's origin at 0.
    var origin = Point.zero
    /// The frame's background, whose colour (at zero opacity) layers are cleared to, so that
    /// anti-aliased edges blend towards it rather than towards black.
    private var background = Color(hex: 0)
    /// Whether `.flatLayer` commands are kept as textures and only placed while their content
    /// key is drawn frame after frame (a window), or drawn as they are (the default: `shot` and
    /// golden images, whose pixels must not depend on what was drawn before).
    public var keepsFlatLayers = false
    /// How many layer textures (flat or transformed) were painted rather than found kept.
    package private(set) var paintedLayerCount = 0
    /// Whether render-target textures (layers, and the window's kept frame) are made in
    /// `RenderTargetSize`'s few sizes, drawn in their top-left corner, rather than at the size
    /// wanted: on by default on a GPU renderer, whose framebuffer for each size made keeps a
    /// destroyed texture's pixels (see `RenderTargetSize`); off on the software renderer, which
    /// keeps nothing behind (and whose pictures, `shot`'s, stay exactly as they were).
    package var roundsRenderTargetSizes: Bool
    /// The width and height in pixels of every layer texture kept now.
    package var keptLayerTextureSizes: [(width: Int32, height: Int32)] {
        layers.textures.map { texture in
            var width: Int32 = 0, height: Int32 = 0
            SDL_QueryTexture(texture, nil, nil, &width, &height)
            return (width, height)
        }
    }
    /// How many pictures were uploaded into textures (once per picture while its texture is kept).
    package var pictureUploadCount: Int { pictures.uploadCount }
    /// How many pictures have a texture kept now.
    package var keptPictureCount: Int { pictures.count }
    /// The picture texture cache's budget in bytes of pixels (`PictureTextures.defaultBudgetBytes`: 64 MiB).
    package var pictureBudgetBytes: Int {
        get { pictures.budgetBytes }
        set { pictures.budgetBytes = newValue }
    }
    /// How many cells a transformed layer's quad is cut into along each side, so that the
    /// affine texture mapping of each small triangle follows the perspective closely.
    static let layerSubdivisions = 12
    /// The surface the software renderer draws into, when there is one: rectangles, masks and
    /// glyphs outside layers are then written into it directly (`SurfaceRaster`).
    private let raster: SurfaceRaster?
    /// How many layers are being painted (into textures) around the current command.
    private var layerDepth = 0
    /// Whether SDL may hold queued drawing not yet in the surface (flushed before a direct write).
    private var sdlPending = false
    /// Whether what can be written straight into the surface is (on by default; off, SDL draws
    /// everything — the tests compare the two pixel for pixel).
    package var writesDirectly = true

    /// Frees every texture the drawer keeps (glyph pages, masks, layers, pictures). Its owner calls this
    /// before destroying the SDL renderer, which frees them itself: freed afterwards, they would
    /// be freed twice.
    public func releaseTextures() {
        atlas.removeAll()
        masks.removeAll()
        shadows.removeAll()
        layers.removeAll()
        pictures.removeAll()
    }

    /// Creates a renderer drawing with `renderer`, resolving glyph runs' fonts in `fonts`; with
    /// `surface` (the software renderer's target, ABGR8888), it writes what it can straight into it.
    public init(renderer: OpaquePointer, fonts: FontLibrary, surface: UnsafeMutablePointer<SDL_Surface>? = nil) {
        self.renderer = renderer
        self.fonts = fonts
        raster = surface.flatMap { $0.pointee.format.pointee.format == SDL_PIXELFORMAT_ABGR8888.rawValue ? SurfaceRaster(surface: $0) : nil }
        atlas = GlyphAtlas(renderer: renderer)
        masks = RoundedRectMasks(renderer: renderer)
        shadows = ShadowMasks(renderer: renderer)
        layers = LayerCache()
        pictures = PictureTextures(renderer: renderer)
        var info = SDL_RendererInfo()
        isSoftware = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        roundsRenderTargetSizes = !isSoftware
    }

    /// A render-target texture for `width` × `height` pixels drawn from its top-left corner: that
    /// size, or `RenderTargetSize`'s rounded one (`roundsRenderTargetSizes`).
    package func makeTargetTexture(width: Int32, height: Int32) -> OpaquePointer? {
        let made = roundsRenderTargetSizes ? (RenderTargetSize.rounded(width), RenderTargetSize.rounded(height)) : (width, height)
        return SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), made.0, made.1)
    }

    /// Clears to the list's background and draws every command, `scale` pixels a point.
    public func render(_ list: DrawList, scale: Double) {
        render(list, scale: scale, damage: nil)
    }

    /// Draws `list` over a target that still shows `previous` (drawn by this renderer at the same
    /// scale and size): only the part where the two lists differ is cleared and drawn again,
    /// clipped to it, and commands wholly outside it are skipped. Everything is drawn when there
    /// is no previous list or the change cannot be bounded (a clip or a size changed). Returns
    /// the pixel rectangle drawn (empty: nothing changed).
    @discardableResult
    public func render(_ list: DrawList, scale: Double, over previous: DrawList?, targetSize: (width: Int, height: Int)) -> SDL_Rect {
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(targetSize.width), h: Int32(targetSize.height))
        guard let previous, previous.size == list.size, previous.background == list.background, self.scale == scale,
              let changed = damage(from: previous.commands, to: list.commands, scale: scale) else {
            render(list, scale: scale, damage: nil)
            return whole
        }
        var drawn = SDL_Rect()
        guard SDL_IntersectRect([changed], [whole], &drawn) == SDL_TRUE else {
            markLayersKept(list.commands)
            layers.endFrame()
            return SDL_Rect()
        }
        render(list, scale: scale, damage: drawn)
        return drawn
    }

    /// Clears the damaged part (all: nil) to the background and draws the commands that reach it.
    private func render(_ list: DrawList, scale: Double, damage: SDL_Rect?) {
        self.scale = scale
        background = list.background
        clips = []
        baseClip = damage
        applyClip()
        if let raster = direct() {
            raster.fill(damage ?? SDL_Rect(x: 0, y: 0, w: Int32(raster.width), h: Int32(raster.height)), color: list.background,
                        blends: false, clip: nil)
        } else {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            setColor(list.background)
            if var damage { SDL_RenderFillRect(renderer, &damage) } else { SDL_RenderClear(renderer) }
            sdlPending = true
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        if let damage {
            // Only what reaches the damage: the rest of the target is already right. Layers
            // skipped are still kept (they are drawn unchanged where they are).
            execute(list.commands.filter { command in
                guard let bounds = bounds(of: command, scale: scale) else { return true }
                return PixelRect.overlap(bounds, damage)
            })
            markLayersKept(list.commands)
        } else {
            execute(list.commands)
        }
        baseClip = nil
        SDL_RenderSetClipRect(renderer, nil)
        layers.endFrame()
    }

    private func execute(_ commands: [DrawCommand]) {
        for (index, command) in commands.enumerated() {
            switch command {
            case let .fill(rect, color, radius): fill(rect, color: color, cornerRadius: radius)
            case let .stroke(rect, color, width): stroke(rect, color: color, width: width)
            case let .shadow(rect, radius, blur, color):
                shadow(rect, cornerRadius: radius, blur: blur, color: color,
                       hidden: raster == nil ? nil : overwrittenRect(after: index, in: commands))
            case let .text(run): draw(run)
            case let .picture(picture, frame, alpha): draw(picture, frame: frame, alpha: alpha)
            case let .pushClip(rect): pushClip(rect)
            case .popClip: popClip()
            case let .transformed(frame, transform, alpha, key, commands):
                drawLayer(frame: frame, transform: transform, alpha: alpha, key: key, commands: commands)
                sdlPending = true
            case let .flatLayer(frame, key, commands):
                if keepsFlatLayers {
                    drawFlatLayer(frame: frame, key: key, commands: commands)
                    sdlPending = true
                } else {
                    execute(commands)
                }
            }
        }
    }

    /// Where the drawing right after `index` overwrites pixels opaquely whatever is under them:
    /// the plus-shaped middle of the first opaque fill among the next few pixel-only
    /// commands (fills, strokes, text, shadows, no clip change), looking into an element's layer
    /// drawn in place. What is drawn there before that fill can be skipped.
    private func overwrittenRect(after index: Int, in commands: [DrawCommand]) -> Occluder? {
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

    /// The surface to write into directly, when drawing outside layers into a software surface;
    /// SDL's queued drawing is flushed first so that it lands underneath.
    private func direct() -> SurfaceRaster? {
        guard layerDepth == 0, writesDirectly, let raster else { return nil }
        if sdlPending {
            SDL_RenderFlush(renderer)
            sdlPending = false
        }
        return raster
    }

    /// Renders `commands` into a transparent texture the size of `frame` — more pixels when the
    /// transform shows it larger (a zoomed card), so its text stays sharp — then maps it through
    /// the transform as a grid of small textured triangles.
    private func drawLayer(frame: Rect, transform: Transform3D, alpha: Double, key: Int, commands: [DrawCommand]) {
        let magnification = Self.magnification(of: transform, size: frame.size)
        let layerScale = scale * magnification
        let width = Int32((frame.width * layerScale).rounded(.up)), height = Int32((frame.height * layerScale).rounded(.up))
        guard width > 0, height > 0, alpha > 0 else { return }
        let texture: OpaquePointer
        if let cached = layers.texture(key: key, width: width, height: height) {
            texture = cached
        } else {
            guard let made = makeTargetTexture(width: width, height: height) else { return }
            texture = made
            let pointScale = scale
            scale = layerScale
            paintLayer(texture, frame: frame, commands: commands)
            scale = pointScale
            layers.store(texture, key: key, width: width, height: height)
        }
        mapLayer(texture, frame: frame, transform: transform, alpha: alpha, key: key, width: Int(width), height: Int(height))
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

    /// Places a flat layer's texture, painted once while its content key stays, at whole pixels
    /// (the layer moves rigidly with its element, as a compositor moves a view's layer).
    private func drawFlatLayer(frame: Rect, key: Int, commands: [DrawCommand]) {
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
                    indices += [topLeft, topRight, bottomLeft, topRight, bottomRight, bottomLeft]
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

    func pixels(_ rect: Rect) -> SDL_Rect {
        // Far-off coordinates are clamped: they draw nothing, but must not overflow Int32.
        func clamp(_ value: Double) -> Double { min(1e8, max(-1e8, value.isFinite ? value : 0)) }
        let x0 = clamp(((rect.minX - origin.x) * scale).rounded()), y0 = clamp(((rect.minY - origin.y) * scale).rounded())
        let x1 = clamp(((rect.maxX - origin.x) * scale).rounded()), y1 = clamp(((rect.maxY - origin.y) * scale).rounded())
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    /// A soft shadow: the cached blurred mask of its corner radius and blur, drawn in nine
    /// pieces (corners as they are, edges and middle stretched) over the shape grown by the blur.
    private func shadow(_ rect: Rect, cornerRadius: Double, blur: Double, color: Color, hidden: Occluder? = nil) {
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

    private func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
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

    private func stroke(_ rect: Rect, color: Color, width: Double) {
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

    private func draw(_ run: GlyphRun) {
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

    /// A picture stretched to its frame's pixels, resampled linearly (never nearest-neighbour)
    /// when the sizes differ, blended at `alpha`. SDL draws it even on a software canvas: direct
    /// writes flush SDL's queue first, so the order holds.
    private func draw(_ picture: DrawnPicture, frame: Rect, alpha: Double) {
        var box = pixels(frame)
        let a = UInt8((min(1, max(0, alpha.isNaN ? 0 : alpha)) * 255).rounded())
        guard box.w > 0, box.h > 0, a > 0 else { return }
        if a == 255, Int(box.w) == picture.width, Int(box.h) == picture.height, let raster = direct() {
            // At its own size and unmodulated, straight into the surface (SDL's sums, see `SurfaceRaster.copy`).
            raster.copy(picture, at: (box.x, box.y), clip: currentClip)
            return
        }
        guard let texture = pictureTexture(picture, width: box.w, height: box.h) else { return }
        SDL_SetTextureAlphaMod(texture, a)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_RenderCopy(renderer, texture, nil, &box)
        sdlPending = true
    }

    /// The texture to copy a picture from onto `width × height` pixels. A GPU stretches the
    /// picture's own texture as it draws (linear filtering, clipped exactly by the scissor). The
    /// software renderer gets a copy stretched once to that size and kept: SDL's software blitter
    /// clips a stretched copy by moving its source rectangle to whole pixels, so the pixels drawn
    /// would depend on the clip (and a partly redrawn frame would differ from a whole one); copied
    /// 1:1, a picture is the same under any clip. A copy larger than a quarter of the cache's
    /// budget (a frame zoomed far beyond the canvas) is not made: SDL then stretches as it draws.
    private func pictureTexture(_ picture: DrawnPicture, width: Int32, height: Int32) -> OpaquePointer? {
        guard isSoftware, Int(width) != picture.width || Int(height) != picture.height,
              Int(width) * Int(height) * 4 <= pictures.budgetBytes / 4 else {
            return pictures.texture(for: picture)
        }
        let key = PictureTextures.Key(id: picture.id, width: width, height: height)
        if let kept = pictures.kept(key) { return kept }
        guard let original = pictures.texture(for: picture),
              let stretched = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height) else { return nil }
        let previousTarget = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, stretched)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(original, SDL_BLENDMODE_NONE)
        SDL_SetTextureAlphaMod(original, 255)
        SDL_SetTextureColorMod(original, 255, 255, 255)
        SDL_RenderCopy(renderer, original, nil, nil)
        SDL_SetTextureBlendMode(original, SDL_BLENDMODE_BLEND)
        SDL_SetRenderTarget(renderer, previousTarget)
        applyClip()
        SDL_SetTextureBlendMode(stretched, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(stretched, SDL_ScaleModeLinear)
        pictures.store(stretched, key: key)
        return stretched
    }

    private func pushClip(_ rect: Rect) {
        // Pushed clips nest among themselves; the frame's base clip is applied on top of them.
        clips.append(PixelRect.intersection(clips.last, pixels(rect))!)
        applyClip()
    }

    private func popClip() {
        _ = clips.popLast()
        applyClip()
    }

    private func applyClip() {
        if var clip = currentClip {
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
