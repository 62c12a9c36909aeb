import CSDL2
import CollectionLayout
import CollectionView
import Typography

/// Executes a `DrawList` on an SDL renderer at a pixel scale: points × scale = pixels.
///
/// Rectangles snap to whole pixels; glyphs come from the `GlyphAtlas`, placed at the
/// positions Typography measured.
///
/// This file holds its state and the frame's course; each kind of command is drawn in a file
/// of its own: `+Clipping`, `+Shapes`, `+Glyphs`, `+Pictures`, `+Layers`, and `+Damage` bounds
/// what a frame changes.
@MainActor
public final class DrawListRenderer {
    /// The SDL renderer every command is drawn with.
    let renderer: OpaquePointer
    let fonts: FontLibrary
    let atlas: GlyphAtlas
    /// Rounded rectangles' stamps and corners, made once per size and radius.
    let masks: RoundedRectMasks
    /// Shadows' blurred masks, made once per corner radius and blur.
    let shadows: ShadowMasks
    /// How many shadow masks were blurred (once per corner radius and blur, in pixels).
    package var shadowMasksMade: Int { shadows.madeCount }
    let layers: LayerCache
    /// Pictures' textures, uploaded once per picture and kept within a byte budget (`PictureTextures`).
    let pictures: PictureTextures
    /// Whether `renderer` is SDL's software renderer (pictures are then stretched once per size, see `pictureTexture`).
    let isSoftware: Bool
    /// The clips pushed and not yet popped, each already cut by the one outside it.
    var clips: [SDL_Rect] = []
    /// The part of the target a frame redraws (all of it: nil); every command is clipped to it.
    private(set) var baseClip: SDL_Rect?
    /// Pixels a point: the frame's scale, or a layer's while it is painted larger.
    var scale = 1.0
    /// Subtracted from every point (in points): a layer is drawn with its frame's origin at 0.
    var origin = Point.zero
    /// The frame's background, whose colour (at zero opacity) layers are cleared to, so that
    /// anti-aliased edges blend towards it rather than towards black.
    private(set) var background = Color(hex: 0)
    /// Whether `.flatLayer` commands are kept as textures and only placed while their content
    /// key is drawn frame after frame (a window), or drawn as they are (the default: `shot` and
    /// golden images, whose pixels must not depend on what was drawn before).
    public var keepsFlatLayers = false
    /// How many layer textures (flat or transformed) were painted rather than found kept.
    package internal(set) var paintedLayerCount = 0
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
    let raster: SurfaceRaster?
    /// How many layers are being painted (into textures) around the current command.
    var layerDepth = 0
    /// Whether SDL may hold queued drawing not yet in the surface (flushed before a direct write).
    var sdlPending = false
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
    init(renderer: OpaquePointer, fonts: FontLibrary, surface: UnsafeMutablePointer<SDL_Surface>? = nil) {
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
    public func render(_ list: DrawList, scale: Double, over previous: DrawList?, targetSize: (width: Int, height: Int)) -> PixelRect {
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(targetSize.width), h: Int32(targetSize.height))
        guard let previous, previous.size == list.size, previous.background == list.background, self.scale == scale,
              let changed = damage(from: previous.commands, to: list.commands, scale: scale) else {
            render(list, scale: scale, damage: nil)
            return PixelRect(whole)
        }
        var drawn = SDL_Rect()
        guard SDL_IntersectRect([changed], [whole], &drawn) == SDL_TRUE else {
            markLayersKept(list.commands)
            layers.endFrame()
            return PixelRect(SDL_Rect())
        }
        render(list, scale: scale, damage: drawn)
        return PixelRect(drawn)
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

    /// Draws each command in turn (a flat layer not kept: its commands, in place).
    func execute(_ commands: [DrawCommand]) {
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

    /// The surface to write into directly, when drawing outside layers into a software surface;
    /// SDL's queued drawing is flushed first so that it lands underneath.
    func direct() -> SurfaceRaster? {
        guard layerDepth == 0, writesDirectly, let raster else { return nil }
        if sdlPending {
            SDL_RenderFlush(renderer)
            sdlPending = false
        }
        return raster
    }

    /// A rectangle in points as whole pixels on the target (less `origin`), each edge rounded to the nearest pixel.
    func pixels(_ rect: Rect) -> SDL_Rect {
        // Far-off coordinates are clamped: they draw nothing, but must not overflow Int32.
        func clamp(_ value: Double) -> Double { min(1e8, max(-1e8, value.isFinite ? value : 0)) }
        let x0 = clamp(((rect.minX - origin.x) * scale).rounded()), y0 = clamp(((rect.minY - origin.y) * scale).rounded())
        let x1 = clamp(((rect.maxX - origin.x) * scale).rounded()), y1 = clamp(((rect.maxY - origin.y) * scale).rounded())
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    /// Sets SDL's draw colour (for rectangles filled and the target cleared).
    func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }
}
