import CollectionLayout
import Foundation
import Pictures

/// How two images of one size differ: which pixels differ beyond a tolerance, where, and by how
/// much — per channel (red, green, blue, alpha, 0…255) or perceptually (CIE76 ΔE between the
/// colours composited over white, in CIELAB).
public struct ImageDifference: Sendable {
    /// How pixels are compared.
    public enum Metric: Sendable {
        /// The largest difference of any channel must stay within the tolerance.
        case channel
        /// The CIE76 colour difference ΔE must stay within the tolerance (2.3 is one just-noticeable difference).
        case perceptual
    }

    /// How many pixels differ beyond the tolerance.
    public private(set) var differingPixels = 0
    /// The smallest rectangle (in pixels) holding every differing pixel.
    public private(set) var bounds: Rect?
    /// The largest difference found (in the metric's unit), within the tolerance or not.
    public private(set) var largestDifference = 0.0
    /// Whether each pixel differs (row by row), for the diff image.
    private var mask: [Bool]
    private let width: Int, height: Int

    /// Compares two images of the same size.
    public init(_ a: RGBAImage, _ b: RGBAImage, metric: Metric, tolerance: Double) {
        precondition(a.width == b.width && a.height == b.height, "images of different sizes are not compared pixel by pixel")
        width = a.width
        height = a.height
        mask = [Bool](repeating: false, count: a.width * a.height)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                let difference: Double
                switch metric {
                case .channel:
                    var largest = 0
                    for c in 0..<4 { largest = max(largest, abs(Int(a.bytes[i + c]) - Int(b.bytes[i + c]))) }
                    difference = Double(largest)
                case .perceptual:
                    difference = Self.deltaE(Self.lab(a.bytes, i), Self.lab(b.bytes, i))
                }
                largestDifference = max(largestDifference, difference)
                guard difference > tolerance else { continue }
                differingPixels += 1
                mask[y * a.width + x] = true
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        if maxX >= 0 { bounds = Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1)) }
    }

    /// Whether the images match within the tolerance.
    public var matches: Bool { differingPixels == 0 }

    /// A picture of the difference: `a` faded to a light grey, differing pixels in solid red.
    public func diffImage(over a: RGBAImage) -> RGBAImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let i = pixel * 4
            if mask[pixel] {
                bytes[i] = 255; bytes[i + 1] = 0; bytes[i + 2] = 0
            } else {
                let grey = (0.299 * Double(a.bytes[i]) + 0.587 * Double(a.bytes[i + 1]) + 0.114 * Double(a.bytes[i + 2]))
                let faded = UInt8((255 - (255 - grey) * 0.25 * Double(a.bytes[i + 3]) / 255).rounded())
                bytes[i] = faded; bytes[i + 1] = faded; bytes[i + 2] = faded
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// The CIELAB colour of a pixel composited over white (sRGB, D65).
    static func lab(_ bytes: [UInt8], _ i: Int) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(bytes[i + 3]) / 255
        func linear(_ channel: UInt8) -> Double {
            let c = (Double(channel) / 255) * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(bytes[i]), linear(bytes[i + 1]), linear(bytes[i + 2]))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIE76: the Euclidean distance in CIELAB.
    static func deltaE(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }
}
