/// The accessibility settings the window turns on and off, one command each.
public enum AccessibilityToggle: String, CaseIterable, Equatable, Sendable {
    /// Bold Text.
    case boldText
    /// Increase Contrast.
    case increaseContrast
    /// Reduce Motion.
    case reduceMotion
    /// Reduce Transparency.
    case reduceTransparency
    /// Differentiate Without Color.
    case differentiateWithoutColor

    /// The command's title in the palette and help.
    var title: String {
        switch self {
        case .boldText: "Bold Text (accessibility)"
        case .increaseContrast: "Increase Contrast (accessibility)"
        case .reduceMotion: "Reduce Motion (accessibility)"
        case .reduceTransparency: "Reduce Transparency (accessibility)"
        case .differentiateWithoutColor: "Differentiate Without Color (accessibility)"
        }
    }

    /// The status bar's name for it while on.
    var shortName: String {
        switch self {
        case .boldText: "Bold"
        case .increaseContrast: "Contrast"
        case .reduceMotion: "Motion"
        case .reduceTransparency: "Opaque"
        case .differentiateWithoutColor: "Shapes"
        }
    }
}
