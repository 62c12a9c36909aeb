import CollectionLayout
import Foundation

/// WCAG 2's contrast between two colours: each sRGB channel linearised
/// (c/255 ≤ 0.04045 ? c/12.92 : ((c/255 + 0.055)/1.055)^2.4), the relative luminance
/// L = 0.2126 R + 0.7152 G + 0.0722 B, and the ratio (L1 + 0.05) / (L2 + 0.05) of the lighter to the darker.
public enum ContrastRatio {
    /// The relative luminance of an opaque colour (0: black … 1: white).
    public static func luminance(_ color: Color) -> Double {
        0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)] + 0.0722 * linear[Int(color.blue)]
    }

    /// Each 8-bit sRGB channel value linearised.
    private static let linear: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
    public static func ratio(_ first: Color, _ second: Color) -> Double {
        let a = luminance(first), b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `color` drawn at its alpha over the opaque `background`.
    public static func composite(_ color: Color, over background: Color) -> Color {
        let alpha = Double(color.alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
        return Color(red: mix(color.red, background.red), green: mix(color.green, background.green), blue: mix(color.blue, background.blue))
    }

    /// The least ratio WCAG 2 (AA) asks of text: 3:1 for large text (18 points, or 14 bold), else 4.5:1.
    public static func required(pointSize: Double, bold: Bool) -> Double {
        pointSize >= 18 - 1e-9 || (bold && pointSize >= 14 - 1e-9) ? 3 : 4.5
    }

    /// `#RRGGBB` for a colour.
    package static func hex(_ color: Color) -> String {
        String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
    }
}
