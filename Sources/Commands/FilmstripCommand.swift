import AppSupport
import Foundation
import Pictures
import Playground
import Rendering

/// `playground shot --script S --frames N`: N evenly spaced moments of a timeline, from its
/// start to the moment everything has settled, side by side in one PNG or as numbered PNGs.
public enum FilmstripCommand {
    /// The gap between moments in a strip, in points.
    package static let gap = 12.0

    /// Renders the moments and writes the strip (`output`) or the numbered frames (`directory`).
    @MainActor
    public static func run(_ options: ViewOptions, frames: Int, output: String?, directory: String?, scale: Double) throws {
        guard (2...60).contains(frames) else { throw InputError("--frames must be from 2 to 60, got \(frames)") }
        guard options.scriptPath != nil else { throw InputError("--frames needs --script: a filmstrip shows a timeline") }
        guard output != nil || directory != nil else { throw InputError("--frames needs --out FILE.png or --out-dir DIR") }
        if let output, !output.lowercased().hasSuffix(".png") {
            throw InputError("--out must name a .png file, got \"\(output)\"")
        }
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw InputError("--scale must be a number from 1 to 4, got \(JSONWriter.format(scale))")
        }
        var probe = options
        probe.at = nil
        let end = try probe.makeModelAtMoment().time
        let models = try (0..<frames).map { index in
            var moment = options
            moment.at = end * Double(index) / Double(frames - 1)
            return try moment.makeModelAtMoment()
        }
        // Every frame, and the strip they make, within the picture budget before any is drawn.
        let sizes = models.map { FrameBudget.pixelSize(of: $0.presentation.windowSize, scale: scale) }
        for (index, model) in models.enumerated() {
            try FrameBudget.check(width: sizes[index].width, height: sizes[index].height, subject: "frame \(index + 1)",
                                  asked: FrameBudget.describe(model.presentation.windowSize, scale: scale), remedy: "lower --size or --scale")
        }
        let gapPixels = Int((gap * scale).rounded())
        if output != nil {
            let width = sizes.reduce(0) { $0 + $1.width } + gapPixels * (frames - 1)
            let height = sizes.map(\.height).max() ?? 0
            let shared = models.allSatisfy { $0.presentation.windowSize == models[0].presentation.windowSize }
            let frameSize = shared ? " of \(JSONWriter.format(models[0].presentation.windowSize.width))×\(JSONWriter.format(models[0].presentation.windowSize.height)) points" : ""
            try FrameBudget.check(width: width, height: height, subject: "the filmstrip",
                                  asked: "\(frames) frames\(frameSize) side by side, \(JSONWriter.format(gap)) points apart, at --scale \(JSONWriter.format(scale))",
                                  remedy: "lower --frames, --size or --scale, or use --out-dir alone")
        }
        do {
            if let directory {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            // Only the strip needs every frame at once (and its budget bounds them all);
            // numbered frames are written as they are drawn.
            var images: [RGBAImage] = []
            for (index, model) in models.enumerated() {
                let image = try model.renderedFrame(scale: scale)
                if let directory {
                    let name = String(format: "frame-%02d.png", index + 1)
                    try AtomicFile.writePNG(image, to: (directory as NSString).appendingPathComponent(name))
                }
                if output != nil { images.append(image) }
            }
            if let output {
                let strip = RGBAImage.sideBySide(images, gap: gapPixels, fill: (255, 255, 255, 255))
                try AtomicFile.writePNG(strip, to: output)
            }
        } catch let error as InputError {
            throw error
        } catch let error as PlaygroundError {
            throw error
        } catch let error as RenderingError {
            throw PlaygroundError(error.description)
        } catch {
            throw PlaygroundError("cannot write the frames: \(error)")
        }
    }
}
