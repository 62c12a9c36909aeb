import CSDL2

/// Anti-aliased quarter-circle coverage textures, one per radius in pixels, for rounded rectangles.
@MainActor
final class CornerMasks {
    private let renderer: OpaquePointer
    private var textures: [Int32: OpaquePointer] = [:]

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        MainActor.assumeIsolated {
            for texture in textures.values { SDL_DestroyTexture(texture) }
        }
    }

    /// The top-left corner of a circle of `radius` pixels: white, alpha = coverage.
    func topLeft(radius: Int32) -> OpaquePointer? {
        if let texture = textures[radius] { return texture }
        guard radius > 0, let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                          Int32(SDL_TEXTUREACCESS_STATIC.rawValue), radius, radius) else {
            return nil
        }
        let r = Double(radius)
        var pixels = [UInt32](repeating: 0, count: Int(radius * radius))
        for y in 0..<Int(radius) {
            for x in 0..<Int(radius) {
                // Coverage of the pixel by the circle centred at (r, r), from the distance of its centre.
                let dx = r - (Double(x) + 0.5), dy = r - (Double(y) + 0.5)
                let coverage = min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
                pixels[y * Int(radius) + x] = (UInt32((coverage * 255).rounded()) << 24) | 0x00FF_FFFF
            }
        }
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, radius * 4) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        textures[radius] = texture
        return texture
    }
}
