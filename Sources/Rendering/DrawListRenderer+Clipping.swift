import CSDL2
import CollectionLayout

/// The clip stack: `.pushClip` rectangles nest, each cut by the one outside it, and (outside
/// layers) by the part of the target a frame redraws; SDL is told the clip in effect.
extension DrawListRenderer {
    /// The clip in effect: the innermost pushed one, cut (outside layers) by the frame's base clip.
    var currentClip: SDL_Rect? {
        layerDepth == 0 ? PixelRect.intersection(clips.last, baseClip) : clips.last
    }

    /// Starts clipping to `rect`, cut by the clip pushed before it, until the matching `popClip`.
    func pushClip(_ rect: Rect) {
        // Pushed clips nest among themselves; the frame's base clip is applied on top of them.
        clips.append(PixelRect.intersection(clips.last, pixels(rect))!)
        applyClip()
    }

    /// Goes back to the clip in effect before the last `pushClip`.
    func popClip() {
        _ = clips.popLast()
        applyClip()
    }

    /// Tells SDL the clip in effect (after it changes, or after drawing into another target).
    func applyClip() {
        if var clip = currentClip {
            if clip.w == 0 || clip.h == 0 {
                // SDL treats an empty clip as "no clip"; clip to a pixel outside the target instead.
                clip = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
            }
            SDL_RenderSetClipRect(renderer, &clip)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }
}
