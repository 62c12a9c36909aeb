import CSDL2
import Typography

/// Glyph images rasterised by FreeType, packed into a few large textures and reused across
/// frames: a glyph is rasterised once per font, pixel size and renderer.
@MainActor
final class GlyphAtlas {
    /// Where one glyph lives: a page, a rectangle on it, and its offsets from the pen.
    struct Entry {
        var page: OpaquePointer
        var source: SDL_Rect
        var left: Int32
        var top: Int32
        /// The glyph's coverage in memory, for drawing straight into a surface.
        var coverage: CoverageMask
        /// A colour glyph's premultiplied RGBA pixels (`GlyphBitmap.colors`), drawn in its own
        /// colours rather than tinted; nil for a coverage glyph.
        var colors: [UInt32]?
    }

    private struct Key: Hashable {
        var font: String
        var size64: Int
        var glyph: UInt32
    }

    private static let pageSize: Int32 = 1024
    /// Pages kept at most (8 × 1024² × 4 bytes = 32 MB of textures). When a glyph needs a page
    /// beyond them, the whole atlas is flushed and refilled by the glyphs drawn from then on
    /// ("flush when full"): a pinch through many pixel sizes cannot grow it without end.
    static let maximumPages = 8
    /// How many times the atlas was flushed because it was full.
    private(set) var flushCount = 0
    /// How many pages the atlas holds now.
    var pageCount: Int { pages.count }
    private let renderer: OpaquePointer
    private var pages: [OpaquePointer] = []
    private var entries: [Key: Entry?] = [:]
    private var shelfX: Int32 = 0, shelfY: Int32 = 0, shelfHeight: Int32 = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        MainActor.assumeIsolated { removeAll() }
    }

    /// Frees every page and forgets every glyph.
    func removeAll() {
        for page in pages { SDL_DestroyTexture(page) }
        pages = []
        entries = [:]
        shelfX = 0
        shelfY = 0
        shelfHeight = 0
    }

    /// The glyph's place in the atlas, rasterising it on first use; nil for an empty glyph.
    func entry(font: FontFace, glyph: UInt32, pixelSize: Double) -> Entry? {
        let key = Key(font: font.name, size64: Int((pixelSize * 64).rounded()), glyph: glyph)
        if let cached = entries[key] { return cached }
        var entry: Entry?
        if let bitmap = font.rasterize(glyphID: glyph, pixelSize: pixelSize), bitmap.width > 0, bitmap.height > 0 {
            entry = insert(bitmap)
        }
        entries[key] = entry
        return entry
    }

    private func insert(_ bitmap: GlyphBitmap) -> Entry? {
        let width = Int32(bitmap.width), height = Int32(bitmap.height)
        guard width + 2 <= Self.pageSize, height + 2 <= Self.pageSize else { return nil }
        if pages.isEmpty || shelfX + width + 1 > Self.pageSize {
            shelfX = 0
            shelfY += shelfHeight + 1
            shelfHeight = 0
        }
        if pages.isEmpty || shelfY + height + 1 > Self.pageSize {
            if pages.count >= Self.maximumPages { flush() }
            guard let page = makePage() else { return nil }
            pages.append(page)
            shelfX = 0
            shelfY = 0
            shelfHeight = 0
        }
        let page = pages[pages.count - 1]
        var pixels = [UInt32](repeating: 0, count: bitmap.width * bitmap.height)
        if let colors = bitmap.colors {
            // The texture (ARGB8888, blended with straight alpha) holds the colours unpremultiplied.
            for index in pixels.indices { pixels[index] = Self.straightARGB(colors[index]) }
        } else {
            for index in pixels.indices { pixels[index] = (UInt32(bitmap.coverage[index]) << 24) | 0x00FF_FFFF }
        }
        var rect = SDL_Rect(x: shelfX, y: shelfY, w: width, h: height)
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(page, &rect, $0.baseAddress, Int32(bitmap.width * 4)) }
        shelfX += width + 1
        shelfHeight = max(shelfHeight, height)
        return Entry(page: page, source: rect, left: Int32(bitmap.left), top: Int32(bitmap.top),
                     coverage: CoverageMask(width: bitmap.width, height: bitmap.height, values: bitmap.coverage),
                     colors: bitmap.colors)
    }

    /// A premultiplied RGBA pixel (`a << 24 | b << 16 | g << 8 | r`) as a straight ARGB8888 one.
    static func straightARGB(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        guard a > 0 else { return 0x00FF_FFFF }
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((pixel >> shift) & 0xFF) * 255 / a) }
        return a << 24 | channel(0) << 16 | channel(8) << 8 | channel(16)
    }

    /// Frees every page and forgets every glyph (SDL draws what was queued with a texture
    /// before destroying it, so glyphs already placed this frame still appear).
    private func flush() {
        removeAll()
        flushCount += 1
    }

    private func makePage() -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Self.pageSize, Self.pageSize) else {
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var clear = [UInt32](repeating: 0x00FF_FFFF, count: Int(Self.pageSize * Self.pageSize))
        _ = clear.withUnsafeMutableBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Self.pageSize * 4) }
        return texture
    }
}
