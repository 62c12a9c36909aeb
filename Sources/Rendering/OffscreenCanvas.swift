import CSDL2
import CollectionView
import Pictures
import Typography

/// Draws into memory with SDL's software renderer: no display needed, and the same input
/// gives the same pixels on every machine, so golden images and `shot` use it.
@MainActor
public final class OffscreenCanvas {
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private let drawer: DrawListRenderer

    /// A canvas of the given size in pixels, drawing text from `fonts`.
    public init(pixelWidth: Int, pixelHeight: Int, fonts: FontLibrary) throws {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw RenderingError("cannot draw a \(pixelWidth)×\(pixelHeight) image: both sides must be at least 1 pixel")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                           SDL_PIXELFORMAT_ABGR8888.rawValue) else {
            throw RenderingError.sdl("cannot create a \(pixelWidth)×\(pixelHeight) surface")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw RenderingError.sdl("cannot create the software renderer")
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.surface = surface
        self.renderer = renderer
        drawer = DrawListRenderer(renderer: renderer, fonts: fonts, surface: surface)
    }

    deinit {
        MainActor.assumeIsolated {
            drawer.releaseTextures()
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }
    }

    /// Whether flat layers are kept as textures between frames, as a window keeps them
    /// (off by default: `shot` and golden images draw every command every time).
    public var keepsFlatLayers: Bool {
        get { drawer.keepsFlatLayers }
        set { drawer.keepsFlatLayers = newValue }
    }

    /// Whether rectangles, masks and glyphs outside layers are written straight into the surface
    /// (the default) rather than drawn through SDL's blitters — the same pixels either way.
    package var writesDirectly: Bool {
        get { drawer.writesDirectly }
        set { drawer.writesDirectly = newValue }
    }

    /// How many layer textures were painted rather than found kept.
    package var paintedLayerCount: Int { drawer.paintedLayerCount }
    /// Whether layer textures are made in `RenderTargetSize`'s few sizes, as a GPU renderer makes
    /// them (off by default here: the software renderer makes them at each layer's own size).
    package var roundsRenderTargetSizes: Bool {
        get { drawer.roundsRenderTargetSizes }
        set { drawer.roundsRenderTargetSizes = newValue }
    }
    /// The width and height in pixels of every layer texture kept now.
    package var keptLayerTextureSizes: [(width: Int32, height: Int32)] { drawer.keptLayerTextureSizes }
    /// How many shadow masks were blurred so far (once per corner radius and blur).
    package var shadowMasksMade: Int { drawer.shadowMasksMade }
    /// Pages of the glyph atlas made and kept now (each 1024² pixels; at most `GlyphAtlas.maximumPages`).
    package var glyphAtlasPages: Int { drawer.atlas.pageCount }
    /// How many pictures were uploaded into textures so far (once per picture while it stays in the cache).
    package var pictureUploadCount: Int { drawer.pictureUploadCount }
    /// How many pictures have a texture kept now.
    package var keptPictureCount: Int { drawer.keptPictureCount }
    /// The picture texture cache's budget, in bytes of pixels (64 MiB unless changed).
    package var pictureBudgetBytes: Int {
        get { drawer.pictureBudgetBytes }
        set { drawer.pictureBudgetBytes = newValue }
    }

    /// Draws a list, `scale` pixels a point, and returns the pixels.
    public func render(_ list: DrawList, scale: Double) -> RGBAImage {
        drawer.render(list, scale: scale)
        SDL_RenderFlush(renderer)
        return SurfacePixels.read(surface)
    }

    /// Draws a list, `scale` pixels a point, and copies the pixels into `image` (its buffer reused
    /// when it is the canvas's size and not shared: one image for many frames allocates once).
    public func render(_ list: DrawList, scale: Double, into image: inout RGBAImage) {
        drawer.render(list, scale: scale)
        SDL_RenderFlush(renderer)
        SurfacePixels.read(surface, into: &image)
    }

    /// Draws a list over the canvas as it stands after drawing `previous` (at the same scale),
    /// redrawing only where the two differ, and returns the pixel rectangle redrawn. The pixels
    /// are the same as `render`'s (the tests check it); `image` reads them.
    @discardableResult
    public func draw(_ list: DrawList, scale: Double, over previous: DrawList?) -> (x: Int, y: Int, width: Int, height: Int) {
        let drawn = drawer.render(list, scale: scale, over: previous, targetSize: (pixelWidth, pixelHeight))
        SDL_RenderFlush(renderer)
        return (drawn.x, drawn.y, drawn.width, drawn.height)
    }

    /// The canvas's pixels as they stand.
    public var image: RGBAImage { SurfacePixels.read(surface) }
}
