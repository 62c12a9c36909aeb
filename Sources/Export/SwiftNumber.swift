import SwiftSyntax
import SwiftSyntaxBuilder

/// Numbers as a developer types them in Swift: `16`, `0.5`, `-0.002`, `84.88` (at most four
/// decimals, no trailing zeros), as expression nodes.
enum SwiftNumber {
    /// The shortest spelling of `value` to four decimals.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `value` as an expression (a literal, with a minus sign when negative).
    static func expr(_ value: Double) -> ExprSyntax { ExprSyntax("\(raw: text(value))") }

    /// A fraction as a developer writes it: `1.0 / 3` when the value is a simple fraction that four
    /// decimals would round (so a third of a width stays a third), else the number.
    static func fraction(_ value: Double) -> ExprSyntax {
        for denominator in [3, 6, 7, 9, 11, 12] {
            let numerator = value * Double(denominator)
            // Only fractions four decimals cannot hold exactly.
            if abs(numerator - numerator.rounded()) < 1e-9, abs(value * 10_000 - (value * 10_000).rounded()) > 1e-9 {
                return ExprSyntax("\(raw: text(numerator.rounded())).0 / \(raw: denominator)")
            }
        }
        return expr(value)
    }

    /// An angle in radians as a developer writes it: `.pi / 4` when it is a simple fraction of π
    /// (so 45° stays exact), else the number.
    static func radians(_ value: Double) -> String {
        for denominator in 1...12 {
            let numerator = value / Double.pi * Double(denominator)
            guard abs(numerator - numerator.rounded()) < 1e-9, numerator.rounded() != 0 else { continue }
            let whole = Int(numerator.rounded())
            let top = whole == 1 ? ".pi" : whole == -1 ? "-.pi" : "\(whole) * .pi"
            return denominator == 1 ? top : "\(top) / \(denominator)"
        }
        return text(value)
    }

    /// `CGSize(width: w, height: h)`.
    static func size(width: Double, height: Double) -> ExprSyntax {
        ExprSyntax("CGSize(width: \(expr(width)), height: \(expr(height)))")
    }
}
