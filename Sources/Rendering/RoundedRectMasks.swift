import CSDL2

/// Anti-aliased coverage masks for rounded rectangles: the four corners of each radius (for
/// large rectangles, whose middle is filled as plain rectangles) and whole small rectangles.
@MainActor
final class RoundedRectMasks {
    private let renderer: OpaquePointer
    private var fourCorners: [Int32: [MaskTexture]] = [:]
    private var stamps: [SIMD3<Int32>: MaskTexture] = [:]
    /// Rounded rectangles up to this many pixels are drawn from one whole mask.
    static let stampLimit: Int32 = 80

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        MainActor.assumeIsolated { removeAll() }
    }

    /// Frees every mask's texture (before the renderer that made them is destroyed).
    func removeAll() {
        for mask in fourCorners.values.joined() { SDL_DestroyTexture(mask.texture) }
        for mask in stamps.values { SDL_DestroyTexture(mask.texture) }
        fourCorners = [:]
        stamps = [:]
    }

    /// The four corners of a circle of `radius` pixels (top-left, top-right, bottom-left,
    /// bottom-right): white, alpha = coverage.
    func corners(radius: Int32) -> [MaskTexture]? {
        if let existing = fourCorners[radius] { return existing }
        guard radius > 0 else { return nil }
        let r = Double(radius), n = Int(radius)
        var made: [MaskTexture] = []
        for corner in 0..<4 {
            guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                  Int32(SDL_TEXTUREACCESS_STATIC.rawValue), radius, radius) else { return nil }
            var pixels = [UInt32](repeating: 0, count: n * n)
            for y in 0..<n {
                for x in 0..<n {
                    let cx = corner % 2 == 0 ? r : 0, cy = corner < 2 ? r : 0
                    let dx = cx - (Double(x) + 0.5), dy = cy - (Double(y) + 0.5)
                    let coverage = min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
                    pixels[y * n + x] = (UInt32((coverage * 255).rounded()) << 24) | 0x00FF_FFFF
                }
            }
            _ = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, radius * 4) }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            made.append(MaskTexture(texture: texture, coverage: CoverageMask(width: n, height: n, texturePixels: pixels)))
        }
        fourCorners[radius] = made
        return made
    }

    /// A whole small rounded rectangle as one mask (white, alpha = coverage), so a small cell
    /// is one copy rather than four corners and three bands.
    func stamp(width: Int32, height: Int32, radius: Int32) -> MaskTexture? {
        let key = SIMD3(width, height, radius)
        if let existing = stamps[key] { return existing }
        guard width > 0, height > 0, width <= Self.stampLimit, height <= Self.stampLimit,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height) else { return nil }
        let w = Int(width), h = Int(height), r = Double(radius)
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                // Distance from the nearest corner circle's centre, for pixels in a corner square.
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let cx = min(max(px, r), Double(w) - r), cy = min(max(py, r), Double(h) - r)
                let dx = px - cx, dy = py - cy
                let coverage = r > 0 ? min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5)) : 1
                pixels[y * w + x] = (UInt32((coverage * 255).rounded()) << 24) | 0x00FF_FFFF
            }
        }
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, width * 4) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let mask = MaskTexture(texture: texture, coverage: CoverageMask(width: w, height: h, texturePixels: pixels))
        stamps[key] = mask
        return mask
    }
}
