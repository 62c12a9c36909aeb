import AppSupport
import Foundation
import Pictures
import Playground
import Rendering

/// `playground compare A.png B.png`: whether two pictures match within a tolerance, per channel
/// or perceptually, for doc pipelines (exit 0 same, 1 different, 2 bad input).
public enum CompareCommand {
    /// What to compare and how.
    public struct Options: Sendable {
        /// The first picture.
        public var first: String
        /// The second picture.
        public var second: String
        /// Where to write a picture of the difference, when they differ.
        public var diffPath: String?
        /// The largest difference still counted as the same (per channel 0…255, or ΔE); nil for the metric's default.
        public var tolerance: Double?
        /// Compare by colour difference (CIE76 ΔE) rather than per channel.
        public var perceptual = false

        /// Creates options for two files.
        public init(first: String, second: String) {
            self.first = first
            self.second = second
        }
    }

    /// The outcome: whether the pictures match, and the one line that says so.
    public struct Outcome: Sendable {
        /// Whether the pictures match within the tolerance.
        public var matches: Bool
        /// One line for the terminal.
        public var summary: String
    }

    /// The default tolerance of the perceptual metric: one just-noticeable difference.
    public static let perceptualTolerance = 2.3

    /// Compares the two pictures; bad input (a missing or unreadable file, a picture over the
    /// picture budget, different sizes, a bad tolerance) throws an `InputError`.
    @MainActor
    public static func run(_ options: Options) throws -> Outcome {
        let tolerance = options.tolerance ?? (options.perceptual ? perceptualTolerance : 0)
        guard tolerance.isFinite, tolerance >= 0 else {
            throw InputError("--tolerance must be a number ≥ 0, got \(JSONWriter.format(tolerance))")
        }
        let a = try read(options.first), b = try read(options.second)
        guard a.width == b.width, a.height == b.height else {
            throw InputError("\(options.first) is \(a.width)×\(a.height) pixels and \(options.second) is \(b.width)×\(b.height): "
                             + "pictures of different sizes cannot match")
        }
        let difference = ImageDifference(a, b, metric: options.perceptual ? .perceptual : .channel, tolerance: tolerance)
        let unit = options.perceptual ? "ΔE" : "channel difference"
        guard !difference.matches, let bounds = difference.bounds else {
            return Outcome(matches: true, summary: "same: \(a.width)×\(a.height) pixels, largest \(unit) "
                           + "\(JSONWriter.format(difference.largestDifference)) (tolerance \(JSONWriter.format(tolerance)))")
        }
        if let diffPath = options.diffPath {
            try AtomicFile.writePNG(difference.diffImage(over: a), to: diffPath)
        }
        let share = Double(difference.differingPixels) / Double(max(1, a.width * a.height)) * 100
        let pixels = difference.differingPixels == 1 ? "1 pixel differs" : "\(difference.differingPixels) pixels differ"
        return Outcome(matches: false, summary: "different: \(pixels) (\(JSONWriter.format((share * 1000).rounded() / 1000)) %) "
                       + "within x \(Int(bounds.minX))–\(Int(bounds.maxX) - 1), y \(Int(bounds.minY))–\(Int(bounds.maxY) - 1); "
                       + "largest \(unit) \(JSONWriter.format((difference.largestDifference * 100).rounded() / 100)) "
                       + "(tolerance \(JSONWriter.format(tolerance)))"
                       + (options.diffPath.map { "; difference in \($0)" } ?? ""))
    }

    /// One of the two pictures, through the picture budget (`PictureFileReader`).
    @MainActor
    private static func read(_ path: String) throws(InputError) -> RGBAImage {
        try PictureFileReader.read(path)
    }
}
