import AppSupport
import Pictures
import Rendering

/// The frame drawn headless by the software renderer, as `shot`, `gallery`, `animate` and the
/// in-app screenshot of a headless script draw it.
extension PlaygroundModel {
    /// The model's frame as pixels at `scale` pixels a point; a frame outside the `FrameBudget`
    /// is refused before any pixel is allocated.
    package func renderedFrame(scale: Double) throws -> RGBAImage {
        let size = presentation.windowSize
        let pixels = FrameBudget.pixelSize(of: size, scale: scale)
        try FrameBudget.check(width: pixels.width, height: pixels.height, subject: "the picture",
                              asked: FrameBudget.describe(size, scale: scale), remedy: "lower --size or --scale")
        let canvas = try OffscreenCanvas(pixelWidth: pixels.width, pixelHeight: pixels.height, fonts: fonts)
        // Hairlines are one pixel of the picture being made.
        setPixelScale(scale)
        // Every picture on screen, decoded (the same pixels every run).
        settlePictures()
        return canvas.render(drawList(), scale: scale)
    }
}
