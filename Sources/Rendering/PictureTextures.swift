import CSDL2
import CollectionView

/// The textures `DrawListRenderer` draws pictures with, kept by picture (`DrawnPicture.id`) and
/// size: a picture's own pixels, uploaded the first time it is drawn, and — on the software
/// renderer — copies of it already stretched to the pixel size it is drawn at.
///
/// The cache holds at most `budgetBytes` of texture pixels in all (4 bytes a pixel, 64 MiB by
/// default: `defaultBudgetBytes`); when a new texture would go over, the least recently drawn
/// ones are freed first (LRU). A texture larger than the whole budget is still made and drawn,
/// then freed when the next one comes.
@MainActor
final class PictureTextures {
    /// The picture texture cache's default budget: 64 MiB of texture pixels (sixteen 1024 × 1024
    /// pictures, or a screenful of 2× thumbnails several times over).
    static let defaultBudgetBytes = 64 << 20

    /// A picture at a size in pixels (its own size: its pixels as uploaded).
    struct Key: Hashable {
        var id: Int
        var width: Int32
        var height: Int32
    }

    private struct Entry {
        var texture: OpaquePointer
        var bytes: Int
        /// When it was last drawn (a counter, not a clock): the smallest is freed first.
        var lastUse: UInt64
    }

    private let renderer: OpaquePointer
    /// The most bytes of texture pixels kept (a smaller budget takes effect at the next new texture).
    var budgetBytes: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    /// The bytes of texture pixels kept now.
    private(set) var keptBytes = 0
    /// How many pictures were uploaded (their own pixels made into a texture) so far.
    private(set) var uploadCount = 0

    /// A cache making textures with `renderer`, keeping at most `budgetBytes` of pixels.
    init(renderer: OpaquePointer, budgetBytes: Int = PictureTextures.defaultBudgetBytes) {
        self.renderer = renderer
        self.budgetBytes = budgetBytes
    }

    deinit {
        MainActor.assumeIsolated { removeAll() }
    }

    /// How many textures are kept now (pictures and stretched copies).
    var count: Int { entries.count }

    /// The kept texture of `key`, marked as just drawn.
    func kept(_ key: Key) -> OpaquePointer? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.texture
    }

    /// The picture's own pixels as a texture (ARGB8888, linear scaling, blending on), uploaded if
    /// it is not kept; nil when SDL cannot make it (an empty picture, or larger than the
    /// renderer's largest texture).
    func texture(for picture: DrawnPicture) -> OpaquePointer? {
        let key = Key(id: picture.id, width: Int32(clamping: picture.width), height: Int32(clamping: picture.height))
        if let texture = kept(key) { return texture }
        guard picture.width > 0, picture.height > 0, picture.width < Int(Int32.max) / 4,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              key.width, key.height) else { return nil }
        // ARGB8888 rather than the bytes' own order: a renderer's usual format, and on the software
        // renderer it differs from the canvas's (ABGR8888), so SDL blends translucent pixels with
        // its exact per-channel blitter (÷255) rather than its approximate same-format one (>>8),
        // which also lowers the canvas's alpha under them.
        let pitch = picture.width * 4
        var converted = [UInt8](repeating: 0, count: picture.bytes.count)
        let made = picture.bytes.withUnsafeBytes { source in
            converted.withUnsafeMutableBytes { target in
                SDL_ConvertPixels(key.width, key.height, SDL_PIXELFORMAT_RGBA32.rawValue, source.baseAddress, Int32(pitch),
                                  SDL_PIXELFORMAT_ARGB8888.rawValue, target.baseAddress, Int32(pitch)) == 0
                    && SDL_UpdateTexture(texture, nil, target.baseAddress, Int32(pitch)) == 0
            }
        }
        guard made else {
            SDL_DestroyTexture(texture)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        uploadCount += 1
        store(texture, key: key)
        return texture
    }

    /// Keeps a texture made for `key` (a picture's pixels or a stretched copy), freeing the least
    /// recently drawn ones until it fits the budget.
    func store(_ texture: OpaquePointer, key: Key) {
        let bytes = Int(key.width) * Int(key.height) * 4
        if let old = entries.removeValue(forKey: key) {
            SDL_DestroyTexture(old.texture)
            keptBytes -= old.bytes
        }
        // SDL flushes queued drawing that still uses a texture before freeing it.
        while keptBytes + bytes > budgetBytes, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            SDL_DestroyTexture(oldest.value.texture)
            keptBytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        clock += 1
        entries[key] = Entry(texture: texture, bytes: bytes, lastUse: clock)
        keptBytes += bytes
    }

    /// Frees every texture (before the renderer that made them is destroyed).
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries = [:]
        keptBytes = 0
    }
}
