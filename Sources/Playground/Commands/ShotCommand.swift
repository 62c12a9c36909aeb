import AppSupport
import Foundation
import Pictures
import Rendering
import SceneFormat

/// `playground shot`: draws the scene with the software renderer into a PNG, no display needed.
public enum ShotCommand {
    /// What a shot drew from: handed back so that a process about to exit can leave it to the
    /// system rather than free it piece by piece (a 100,000-card scene takes tens of milliseconds).
    public struct Drawn {
        let model: PlaygroundModel
        let scene: Scene?
    }

    /// Renders `options` at `scale` pixels a point (nil: the device's, else 1) and writes the PNG to `output`.
    @MainActor @discardableResult
    public static func run(_ options: ViewOptions, output: String, scale: Double?) throws -> Drawn {
        // Without a scale, the device's: the scene (which may name the device) is read here, once,
        // and the model is made of it.
        var scene: Scene?
        let scale = try scale ?? {
            let loaded = try options.loadScene()
            scene = loaded
            return try options.devicePixelScale(scene: loaded)
        }()
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw InputError("--scale must be a number from 1 to 4, got \(JSONWriter.format(scale))")
        }
        guard output.lowercased().hasSuffix(".png") else {
            throw InputError("--out must name a .png file, got \"\(output)\"")
        }
        let model = try options.makeModelAtMoment(scene: scene)
        let image = try render(model, scale: scale)
        try AtomicFile.writePNG(image, to: output)
        return Drawn(model: model, scene: scene)
    }

    /// The model's frame as pixels; a frame outside the `PictureBudget` is refused before any
    /// pixel is allocated.
    @MainActor
    public static func render(_ model: PlaygroundModel, scale: Double) throws -> RGBAImage {
        let size = model.windowSize
        let pixels = PictureBudget.pixelSize(of: size, scale: scale)
        try PictureBudget.check(width: pixels.width, height: pixels.height, subject: "the picture",
                                asked: PictureBudget.describe(size, scale: scale), remedy: "lower --size or --scale")
        let canvas = try OffscreenCanvas(pixelWidth: pixels.width, pixelHeight: pixels.height, fonts: model.fonts)
        // Hairlines are one pixel of the picture being made.
        model.pixelScale = scale
        // Every picture on screen, decoded (the same pixels every run).
        model.settlePictures()
        return canvas.render(model.drawList(), scale: scale)
    }
}
