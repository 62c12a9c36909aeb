import CSDL2

/// A rectangle of whole pixels on a render target (x to the right, y down from its top-left
/// corner): the part of a frame a renderer redrew.
public struct PixelRect: Hashable, Sendable {
    /// The left edge, in pixels from the target's left.
    public var x: Int
    /// The top edge, in pixels from the target's top.
    public var y: Int
    /// The width in pixels (zero: empty).
    public var width: Int
    /// The height in pixels (zero: empty).
    public var height: Int

    /// A rectangle `width` × `height` pixels with its top-left corner at (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Pixel rectangles as SDL holds them (`SDL_Rect`), met and joined, as the renderer's clips and a
/// frame's changed area need them.
extension PixelRect {
    /// The same pixels as SDL's rectangle.
    init(_ rect: SDL_Rect) {
        self.init(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h))
    }

    /// Where two clips meet (nil: no clip, so the other); an empty rectangle when they do not.
    static func intersection(_ a: SDL_Rect?, _ b: SDL_Rect?) -> SDL_Rect? {
        guard var a else { return b }
        guard var b else { return a }
        var both = SDL_Rect()
        return SDL_IntersectRect(&a, &b, &both) == SDL_TRUE ? both : SDL_Rect(x: b.x, y: b.y, w: 0, h: 0)
    }

    /// The smallest rectangle holding `a` (nil: none yet) and `b` (left out when empty).
    static func union(_ a: SDL_Rect?, _ b: SDL_Rect) -> SDL_Rect? {
        guard b.w > 0, b.h > 0 else { return a }
        guard var a else { return b }
        var b = b, both = SDL_Rect()
        SDL_UnionRect(&a, &b, &both)
        return both
    }

    /// Whether two rectangles share a pixel.
    static func overlap(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        var a = a, b = b
        return SDL_HasIntersection(&a, &b) == SDL_TRUE
    }
}
