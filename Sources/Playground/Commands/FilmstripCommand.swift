import Foundation
import Rendering

/// `playground shot --script S --frames N`: N evenly spaced moments of a timeline, from its
/// start to the moment everything has settled, side by side in one PNG or as numbered PNGs.
public enum FilmstripCommand {
    /// The gap between moments in a strip, in points.
    static let gap = 12.0

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
        var images: [RGBAImage] = []
        for index in 0..<frames {
            var moment = options
            moment.at = end * Double(index) / Double(frames - 1)
            images.append(try ShotCommand.render(try moment.makeModelAtMoment(), scale: scale))
        }
        do {
            if let directory {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                for (index, image) in images.enumerated() {
                    let name = String(format: "frame-%02d.png", index + 1)
                    try PNGFile.write(image, to: (directory as NSString).appendingPathComponent(name))
                }
            }
            if let output {
                let strip = RGBAImage.sideBySide(images, gap: Int((gap * scale).rounded()), fill: (255, 255, 255, 255))
                try PNGFile.write(strip, to: output)
            }
        } catch let error as RenderingError {
            throw PlaygroundError(error.description)
        } catch {
            throw PlaygroundError("cannot write the frames: \(error)")
        }
    }
}
