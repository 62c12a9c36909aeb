import CSDL2

/// A rounded rectangle the very next drawing fills opaquely (a card over its own shadow): the
/// pixels of its plus-shaped middle — every row clear of the corners, and between the corners
/// the rows next to them — end up that fill's whatever was under them.
struct Occluder {
    /// The rectangle, in pixels.
    var box: SDL_Rect
    /// Its corner radius, in pixels.
    var radius: Int32

    /// The part of `x0..<x1` in row `y` the fill covers, or nil.
    @inline(__always)
    func span(row y: Int, from x0: Int, to x1: Int) -> (Int, Int)? {
        let top = Int(box.y), bottom = Int(box.y) + Int(box.h), r = Int(radius)
        guard y >= top, y < bottom else { return nil }
        let inset = y >= top + r && y < bottom - r ? 0 : r
        let h0 = max(x0, Int(box.x) + inset), h1 = min(x1, Int(box.x) + Int(box.w) - inset)
        return h0 < h1 ? (h0, h1) : nil
    }
}
