import AppSupport
import Foundation
import Pictures
import Playground
import Rendering
import SceneFormat

/// `playground shot`: draws the scene with the software renderer into a PNG, no display needed.
public enum ShotCommand {
    /// What a shot drew from: handed back so that a process about to exit can leave it to the
    /// system rather than free it piece by piece (a 100,000-card scene takes tens of milliseconds).
    public struct Drawn {
        package let model: PlaygroundModel
        package let scene: Scene?
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
            return options.devicePixelScale(scene: loaded)
        }()
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw InputError("--scale must be a number from 1 to 4, got \(JSONWriter.format(scale))")
        }
        guard output.lowercased().hasSuffix(".png") else {
            throw InputError("--out must name a .png file, got \"\(output)\"")
        }
        let model = try options.makeModelAtMoment(scene: scene)
        let image = try model.renderedFrame(scale: scale)
        try AtomicFile.writePNG(image, to: output)
        return Drawn(model: model, scene: scene)
    }
}
