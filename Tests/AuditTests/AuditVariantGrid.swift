import Audit

/// Variants made by hand for the audit's unit tests: every combination of the values given, in
/// the audit's own order (direction, appearance, then text size the fastest-changing).
enum AuditVariantGrid {
    /// The twelve text sizes, smallest first.
    static let allCategories = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// Every combination of `categories`, `appearances` and `directions` on the window's flow layout.
    static func variants(categories: [String] = allCategories, appearances: [String] = ["light", "dark"],
                         directions: [String] = ["ltr", "rtl"]) -> [AuditVariant] {
        directions.flatMap { direction in
            appearances.flatMap { appearance in
                categories.map { AuditVariant(category: $0, device: nil, orientation: nil, appearance: appearance, direction: direction, layout: "flow") }
            }
        }
    }
}
