import Foundation
import Rendering

/// `playground shot`: draws the scene with the software renderer into a PNG, no display needed.
public enum ShotCommand {
    /// The most pixels one picture may have (8192 × 8192), so memory stays bounded.
    static let pixelBudget = 8192.0 * 8192.0

    /// Renders `options` at `scale` pixels a point and writes the PNG to `output`.
    @MainActor
    public static func run(_ options: ViewOptions, output: String, scale: Double) throws {
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw InputError("--scale must be a number from 1 to 4, got \(JSONWriter.format(scale))")
        }
        guard output.lowercased().hasSuffix(".png") else {
            throw InputError("--out must name a .png file, got \"\(output)\"")
        }
        let model = try options.makeModelAtMoment()
        let pixels = model.windowSize.width * scale * model.windowSize.height * scale
        guard pixels <= Self.pixelBudget else {
            throw InputError("the picture would have \(Int(pixels)) pixels; at most \(Int(Self.pixelBudget)) (e.g. 8192×8192): lower --size or --scale")
        }
        let image = try render(model, scale: scale)
        do {
            try PNGFile.write(image, to: output)
        } catch {
            throw PlaygroundError("\(error)")
        }
    }

    /// The model's frame as pixels.
    @MainActor
    public static func render(_ model: PlaygroundModel, scale: Double) throws -> RGBAImage {
        let size = model.windowSize
        let canvas = try OffscreenCanvas(pixelWidth: Int((size.width * scale).rounded()),
                                         pixelHeight: Int((size.height * scale).rounded()),
                                         fonts: model.fonts)
        return canvas.render(model.drawList(), scale: scale)
    }
}
