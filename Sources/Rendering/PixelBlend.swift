import CollectionLayout
import CollectionView

/// A pixel's four channels in the four 16-bit lanes of a 64-bit word (R, G, B, A from the low
/// end), so that they are multiplied and divided together. x / 255 (truncating) is computed as
/// (x + 1 + (x >> 8)) >> 8, exact for every x up to 255 · 255 — a few shifts instead of a division.
enum PixelLanes {
    /// The low byte of every lane.
    static let mask: UInt64 = 0x00FF_00FF_00FF_00FF
    private static let ones: UInt64 = 0x0001_0001_0001_0001

    /// An ABGR8888 pixel's bytes (R, G, B, A from the low end), one a lane.
    @inline(__always)
    static func spread(_ pixel: UInt32) -> UInt64 {
        var x = UInt64(pixel)
        x = (x | x << 16) & 0x0000_FFFF_0000_FFFF
        return (x | x << 8) & mask
    }

    /// Four lanes packed back into an ABGR8888 pixel.
    @inline(__always)
    static func pack(_ x: UInt64) -> UInt32 {
        var y = (x | x >> 8) & 0x0000_FFFF_0000_FFFF
        y |= y >> 16
        return UInt32(truncatingIfNeeded: y)
    }

    /// Each lane (at most 255 · 255) divided by 255, truncating.
    @inline(__always)
    static func divideBy255(_ x: UInt64) -> UInt64 {
        ((x &+ ones &+ ((x >> 8) & mask)) >> 8) & mask
    }
}

/// One colour at one source alpha, ready to lay over pixels with the sums SDL uses for it.
struct Blend {
    /// The source's premultiplied channels, spread one a lane (R, G, B, A from the low end).
    let source: UInt64
    /// The source alpha.
    let alpha: UInt64
    /// 255 − alpha.
    let inverse: UInt64
    /// A mask copied in plain white (no colour or alpha modulation): SDL blends it with its
    /// per-pixel-alpha blitter, whose sums shift by 8 bits instead of dividing by 255.
    let shifts: Bool

    /// A mask pixel of `coverage` copied in `color` (SDL: alpha mod, colour mod of white, then
    /// premultiplied when not opaque) — or, with `isMask` false, a rectangle filled in `color`
    /// (SDL's blended fill, the same sums) or a scaled copy (SDL's generic blitter, likewise).
    init(color: Color, coverage: UInt8, isMask: Bool) {
        shifts = isMask && color == Color(red: 255, green: 255, blue: 255, alpha: 255)
        let a = UInt64(coverage) * UInt64(color.alpha) / 255
        var spread = PixelLanes.spread(UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16)
        if a < 255 && !shifts { spread = PixelLanes.divideBy255(spread &* a) }
        source = spread | a << 48
        alpha = a
        inverse = 255 - a
    }

    /// This source over a destination pixel (ABGR8888).
    @inline(__always)
    func over(_ pixel: UInt32) -> UInt32 {
        if inverse == 0 { return PixelLanes.pack(source) }
        let destination = PixelLanes.spread(pixel)
        if shifts {
            // White over d: d + (255 − d)·a >> 8 for the colours; alpha a + d·(255 − a) >> 8.
            let colours = destination & 0x0000_00FF_00FF_00FF
            let grown = colours &+ ((((0x0000_00FF_00FF_00FF &- colours) &* alpha) >> 8) & PixelLanes.mask)
            let destinationAlpha = destination >> 48
            return PixelLanes.pack(grown | (alpha + ((destinationAlpha * inverse) >> 8)) << 48)
        }
        return PixelLanes.pack(source &+ PixelLanes.divideBy255(destination &* inverse))
    }
}
