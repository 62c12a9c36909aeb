import CSDL2

/// Blurred masks for soft shadows, made once per corner radius and blur (in pixels) and kept:
/// a rounded square just large enough that its middle row and column are the profile of a
/// straight edge, so the renderer stretches them to any size (nine pieces). White, alpha =
/// the shape's coverage blurred by a Gaussian of standard deviation `extent / 2`.
@MainActor
final class ShadowMasks {
    private let renderer: OpaquePointer
    private var masks: [SIMD2<Int32>: MaskTexture] = [:]
    /// How many masks were made (each blurred once).
    private(set) var madeCount = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        MainActor.assumeIsolated { removeAll() }
    }

    /// Frees every mask's texture (before the renderer that made them is destroyed).
    func removeAll() {
        for mask in masks.values { SDL_DestroyTexture(mask.texture) }
        masks = [:]
    }

    /// The side of each corner piece: the radius and twice the blur's extent, so that the middle
    /// row and column lie where the shape's edges are straight and the blur does not reach a corner.
    static func cornerSize(radius: Int32, extent: Int32) -> Int32 { radius + 2 * extent }

    /// The mask for a corner radius and a blur extent (pixels); at most 64 are kept.
    func mask(radius: Int32, extent: Int32) -> MaskTexture? {
        let key = SIMD2(radius, extent)
        if let existing = masks[key] { return existing }
        guard radius >= 0, extent > 0, extent <= 256, radius <= 512 else { return nil }
        if masks.count >= 64 { removeAll() }
        let corner = Self.cornerSize(radius: radius, extent: extent)
        let n = Int(2 * corner + 1)
        let e = Double(extent), r = Double(radius)
        // The shape: a rounded square from `extent` to n − extent.
        var shape = [Double](repeating: 0, count: n * n)
        let low = e, high = Double(n) - e
        for y in 0..<n {
            for x in 0..<n {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let cx = min(max(px, low + r), high - r), cy = min(max(py, low + r), high - r)
                let dx = px - cx, dy = py - cy
                let inside = px >= low && px <= high && py >= low && py <= high
                let value: Double
                if r > 0 {
                    value = min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
                } else {
                    value = inside ? 1 : 0
                }
                shape[y * n + x] = value
            }
        }
        // A separable Gaussian, σ = extent / 2, reaching two σ either side.
        let sigma = max(0.5, e / 2)
        let reach = Int(extent)
        var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var pass = [Double](repeating: 0, count: n * n)
        for y in 0..<n {
            for x in 0..<n {
                var sum = 0.0
                for k in -reach...reach where x + k >= 0 && x + k < n { sum += shape[y * n + x + k] * kernel[k + reach] }
                pass[y * n + x] = sum
            }
        }
        var pixels = [UInt32](repeating: 0, count: n * n)
        for y in 0..<n {
            for x in 0..<n {
                var sum = 0.0
                for k in -reach...reach where y + k >= 0 && y + k < n { sum += pass[(y + k) * n + x] * kernel[k + reach] }
                pixels[y * n + x] = (UInt32((min(1, sum) * 255).rounded()) << 24) | 0x00FF_FFFF
            }
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(n), Int32(n)) else { return nil }
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(n * 4)) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let mask = MaskTexture(texture: texture, coverage: CoverageMask(width: n, height: n, texturePixels: pixels))
        masks[key] = mask
        madeCount += 1
        return mask
    }
}
