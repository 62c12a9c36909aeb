import CSDL2
import CollectionLayout
import CollectionView

/// Pictures: drawn from `PictureTextures`, stretched to their frame's pixels.
extension DrawListRenderer {
    /// A picture stretched to its frame's pixels, resampled linearly (never nearest-neighbour)
    /// when the sizes differ, blended at `alpha`. SDL draws it even on a software canvas: direct
    /// writes flush SDL's queue first, so the order holds.
    func draw(_ picture: DrawnPicture, frame: Rect, alpha: Double) {
        var box = pixels(frame)
        let a = UInt8((min(1, max(0, alpha.isNaN ? 0 : alpha)) * 255).rounded())
        guard box.w > 0, box.h > 0, a > 0 else { return }
        if a == 255, Int(box.w) == picture.width, Int(box.h) == picture.height, let raster = direct() {
            // At its own size and unmodulated, straight into the surface (SDL's sums, see `SurfaceRaster.copy`).
            raster.copy(picture, at: (box.x, box.y), clip: currentClip)
            return
        }
        guard let texture = pictureTexture(picture, width: box.w, height: box.h) else { return }
        SDL_SetTextureAlphaMod(texture, a)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_RenderCopy(renderer, texture, nil, &box)
        sdlPending = true
    }

    /// The texture to copy a picture from onto `width × height` pixels. A GPU stretches the
    /// picture's own texture as it draws (linear filtering, clipped exactly by the scissor). The
    /// software renderer gets a copy stretched once to that size and kept: SDL's software blitter
    /// clips a stretched copy by moving its source rectangle to whole pixels, so the pixels drawn
    /// would depend on the clip (and a partly redrawn frame would differ from a whole one); copied
    /// 1:1, a picture is the same under any clip. A copy larger than a quarter of the cache's
    /// budget (a frame zoomed far beyond the canvas) is not made: SDL then stretches as it draws.
    private func pictureTexture(_ picture: DrawnPicture, width: Int32, height: Int32) -> OpaquePointer? {
        guard isSoftware, Int(width) != picture.width || Int(height) != picture.height,
              Int(width) * Int(height) * 4 <= pictures.budgetBytes / 4 else {
            return pictures.texture(for: picture)
        }
        let key = PictureTextures.Key(id: picture.id, width: width, height: height)
        if let kept = pictures.kept(key) { return kept }
        guard let original = pictures.texture(for: picture),
              let stretched = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height) else { return nil }
        let previousTarget = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, stretched)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(original, SDL_BLENDMODE_NONE)
        SDL_SetTextureAlphaMod(original, 255)
        SDL_SetTextureColorMod(original, 255, 255, 255)
        SDL_RenderCopy(renderer, original, nil, nil)
        SDL_SetTextureBlendMode(original, SDL_BLENDMODE_BLEND)
        SDL_SetRenderTarget(renderer, previousTarget)
        applyClip()
        SDL_SetTextureBlendMode(stretched, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(stretched, SDL_ScaleModeLinear)
        pictures.store(stretched, key: key)
        return stretched
    }
}
