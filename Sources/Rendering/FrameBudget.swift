import AppSupport
import CollectionLayout

/// The one limit on every picture the playground draws headlessly — a `shot`, each frame and
/// the strip of a filmstrip, every gallery image, a scripted Ctrl+S — checked before any of its
/// memory is taken: each side from 1 to 8192 pixels, and at most 8192 × 4096 pixels in all.
public enum FrameBudget {
    /// The longest side a picture may have, in pixels.
    public static let maximumSide = 8192
    /// The most pixels a picture may have in all: 8192 × 4096 = 33,554,432 (128 MiB of RGBA).
    public static let maximumPixels = 8192 * 4096

    /// The size in pixels of `points` drawn at `scale` pixels a point, rounded as the canvas rounds it.
    public static func pixelSize(of points: Size, scale: Double) -> (width: Int, height: Int) {
        (pixels(points.width * scale), pixels(points.height * scale))
    }

    /// Whether a `width` × `height` picture is within the budget.
    public static func allows(width: Int, height: Int) -> Bool {
        width >= 1 && height >= 1 && width <= maximumSide && height <= maximumSide
            && width * height <= maximumPixels
    }

    /// Throws a one-line `InputError` unless a `width` × `height` picture is within the budget.
    /// `subject` names the picture ("the picture", "the filmstrip"), `asked` says what was asked
    /// for ("800×600 points at --scale 2"), and `remedy` what to lower when it is too large.
    public static func check(width: Int, height: Int, subject: String, asked: String, remedy: String) throws(InputError) {
        guard !allows(width: width, height: height) else { return }
        let wanted = "\(subject) would be \(width)×\(height) pixels (\(asked))"
        if width < 1 || height < 1 {
            throw InputError("\(wanted); a picture needs at least 1 pixel a side: make the window larger")
        }
        throw InputError("\(wanted); the limit is \(maximumSide) pixels a side and \(maximumPixels) pixels in all: \(remedy)")
    }

    /// "800×600 points at --scale 2", as the messages say what was asked.
    package static func describe(_ points: Size, scale: Double) -> String {
        "\(JSONWriter.format(points.width))×\(JSONWriter.format(points.height)) points at --scale \(JSONWriter.format(scale))"
    }

    /// A point length times a scale as whole pixels; lengths past any budget stay past it.
    private static func pixels(_ length: Double) -> Int {
        guard length.isFinite else { return Int.max }
        return Int(min(max(length.rounded(), 0), Double(Int32.max)))
    }
}
