import CSDL2

/// Pixel rectangles (`SDL_Rect`) met and joined, as the renderer's clips and a frame's changed
/// area need them.
enum PixelRect {
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
