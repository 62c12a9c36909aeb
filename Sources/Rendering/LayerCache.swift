import CSDL2

/// Textures of transformed layers, kept while their content key is drawn frame after frame:
/// a cell turning in cover flow is rendered into its texture once, then only re-projected.
@MainActor
final class LayerCache {
    private struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var usedThisFrame: Bool
        /// The texture's pixels in memory, once read back (software canvases only).
        var image: LayerImage?
    }

    private var entries: [Int: Entry] = [:]

    deinit {
        MainActor.assumeIsolated { removeAll() }
    }

    /// Every kept texture.
    var textures: [OpaquePointer] { entries.values.map(\.texture) }

    /// Frees every kept texture (before the renderer that made them is destroyed).
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries = [:]
    }

    /// The cached texture for a key at this size, marked as used.
    func texture(key: Int, width: Int32, height: Int32) -> OpaquePointer? {
        guard var entry = entries[key], entry.width == width, entry.height == height else { return nil }
        entry.usedThisFrame = true
        entries[key] = entry
        return entry.texture
    }

    /// Keeps a freshly painted texture (replacing any older one of the key).
    func store(_ texture: OpaquePointer, key: Int, width: Int32, height: Int32) {
        if let old = entries[key] { SDL_DestroyTexture(old.texture) }
        entries[key] = Entry(texture: texture, width: width, height: height, usedThisFrame: true)
    }

    /// The pixels kept with a key's texture, if they were read back.
    func image(key: Int) -> LayerImage? { entries[key]?.image }

    /// Keeps the pixels read back from a key's texture.
    func storeImage(_ image: LayerImage, key: Int) { entries[key]?.image = image }

    /// Marks a key's texture as used this frame (a frame that redrew only part of the target
    /// still shows the layers of the rest).
    func markUsed(key: Int) {
        entries[key]?.usedThisFrame = true
    }

    /// Frees the textures no frame used since the last call.
    func endFrame() {
        for (key, entry) in entries where !entry.usedThisFrame {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
        for key in entries.keys { entries[key]!.usedThisFrame = false }
    }
}
