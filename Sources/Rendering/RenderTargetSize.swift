/// The sizes render-target textures (layers, the window's kept frame) are made in on a GPU
/// renderer: the width and height wanted, in pixels, rounded up to one of four sizes an octave
/// (32, 40, 48, 56, 64, 80, 96, 112, 128, 160, …); what is drawn fills the texture's top-left corner.
///
/// Why: SDL's OpenGL renderers keep one framebuffer object for every size of render-target
/// texture ever made, and a framebuffer keeps the last texture drawn into it attached — so Mesa
/// (and other drivers) keep that texture's pixels after `SDL_DestroyTexture`, until another of the
/// same size is drawn into. A layer whose size changes every frame (an animated layout switch)
/// made a new size, and so kept one more texture behind, every frame: the window grew by megabytes
/// a switch without bound (as a window dragged through many sizes did, a whole frame a size).
/// With sizes from this short list, the sizes made — and the textures kept behind — are bounded.
package enum RenderTargetSize {
    /// The smallest size made.
    package static let smallest: Int32 = 32

    /// The texture side for a layer side of `pixels`: at least `pixels`, at most a quarter more
    /// (above the smallest size).
    package static func rounded(_ pixels: Int32) -> Int32 {
        guard pixels > smallest else { return smallest }
        // The octave (a power of two times the smallest) that `pixels` lies in: octave < pixels ≤ 2 × octave.
        var octave = smallest
        while octave < Int32.max / 4, octave * 2 < pixels { octave *= 2 }
        let step = octave / 4
        let steps = (pixels + step - 1) / step
        return steps > Int32.max / step ? pixels : steps * step
    }
}
