import CollectionLayout

/// UIKit's semantic and system colours with the light and dark values Apple publishes (Human
/// Interface Guidelines, "Color"; the label colours' alpha as `UIColor.label` and its kin have it).
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
    /// Primary text.
    case label
    /// Secondary text.
    case secondaryLabel
    /// Tertiary text.
    case tertiaryLabel
    /// Quaternary text.
    case quaternaryLabel
    /// A view's background.
    case systemBackground
    /// Content layered on the background.
    case secondarySystemBackground
    /// Content layered on secondary content.
    case tertiarySystemBackground
    /// A grouped table's background.
    case systemGroupedBackground
    /// A thin separator line.
    case separator
    /// A fill for thin and small shapes.
    case systemFill
    /// The system's red.
    case systemRed
    /// The system's orange.
    case systemOrange
    /// The system's yellow.
    case systemYellow
    /// The system's green.
    case systemGreen
    /// The system's mint.
    case systemMint
    /// The system's teal.
    case systemTeal
    /// The system's cyan.
    case systemCyan
    /// The system's blue (the default tint).
    case systemBlue
    /// The system's indigo.
    case systemIndigo
    /// The system's purple.
    case systemPurple
    /// The system's pink.
    case systemPink
    /// The system's brown.
    case systemBrown
    /// The system's gray.
    case systemGray
    /// White.
    case white
    /// Black.
    case black
    /// Nothing.
    case clear

    /// The colour in an appearance, with Increase Contrast on or off.
    public func resolved(dark: Bool, increasedContrast: Bool = false) -> Color {
        let (light, darkValue) = increasedContrast ? (highContrastValues ?? values) : values
        return dark ? darkValue : light
    }

    // With Increase Contrast: the accessible variants Apple publishes for the system colours
    // (Human Interface Guidelines, "Color": systemRed #D70015 in light, #FF6961 in dark, …); the
    // labels and the separator more opaque (the playground's rule: secondary 60 → 80 %, tertiary
    // 30 → 60 %, quaternary 18 → 45 %, separator 29 → 60 % in light, 60 → 85 % in dark); nil: unchanged.
    private var highContrastValues: (Color, Color)? {
        switch self {
        case .secondaryLabel: (rgba(0x3C3C43CC), rgba(0xEBEBF5CC))
        case .tertiaryLabel: (rgba(0x3C3C4399), rgba(0xEBEBF599))
        case .quaternaryLabel: (rgba(0x3C3C4373), rgba(0xEBEBF573))
        case .separator: (rgba(0x3C3C4399), rgba(0x545458D9))
        case .systemRed: (rgba(0xD70015FF), rgba(0xFF6961FF))
        case .systemOrange: (rgba(0xC93400FF), rgba(0xFFB340FF))
        case .systemYellow: (rgba(0xB25000FF), rgba(0xFFD426FF))
        case .systemGreen: (rgba(0x248A3DFF), rgba(0x30DB5BFF))
        case .systemMint: (rgba(0x0C817BFF), rgba(0x66D4CFFF))
        case .systemTeal: (rgba(0x008299FF), rgba(0x5DE6FFFF))
        case .systemCyan: (rgba(0x0071A4FF), rgba(0x70D7FFFF))
        case .systemBlue: (rgba(0x0040DDFF), rgba(0x409CFFFF))
        case .systemIndigo: (rgba(0x3634A3FF), rgba(0x7D7AFFFF))
        case .systemPurple: (rgba(0x8944ABFF), rgba(0xDA8FFFFF))
        case .systemPink: (rgba(0xD30F45FF), rgba(0xFF6482FF))
        case .systemBrown: (rgba(0x7F6545FF), rgba(0xB59469FF))
        case .systemGray: (rgba(0x6C6C70FF), rgba(0xAEAEB2FF))
        default: nil
        }
    }

    /// Every name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    // The light value, then the dark, as 0xRRGGBBAA.
    private var values: (Color, Color) {
        switch self {
        case .label: (rgba(0x000000FF), rgba(0xFFFFFFFF))
        case .secondaryLabel: (rgba(0x3C3C4399), rgba(0xEBEBF599))
        case .tertiaryLabel: (rgba(0x3C3C434C), rgba(0xEBEBF54C))
        case .quaternaryLabel: (rgba(0x3C3C432E), rgba(0xEBEBF52E))
        case .systemBackground: (rgba(0xFFFFFFFF), rgba(0x000000FF))
        case .secondarySystemBackground: (rgba(0xF2F2F7FF), rgba(0x1C1C1EFF))
        case .tertiarySystemBackground: (rgba(0xFFFFFFFF), rgba(0x2C2C2EFF))
        case .systemGroupedBackground: (rgba(0xF2F2F7FF), rgba(0x000000FF))
        case .separator: (rgba(0x3C3C434A), rgba(0x54545899))
        case .systemFill: (rgba(0x78788033), rgba(0x7878805C))
        case .systemRed: (rgba(0xFF3B30FF), rgba(0xFF453AFF))
        case .systemOrange: (rgba(0xFF9500FF), rgba(0xFF9F0AFF))
        case .systemYellow: (rgba(0xFFCC00FF), rgba(0xFFD60AFF))
        case .systemGreen: (rgba(0x34C759FF), rgba(0x30D158FF))
        case .systemMint: (rgba(0x00C7BEFF), rgba(0x63E6E2FF))
        case .systemTeal: (rgba(0x30B0C7FF), rgba(0x40C8E0FF))
        case .systemCyan: (rgba(0x32ADE6FF), rgba(0x64D2FFFF))
        case .systemBlue: (rgba(0x007AFFFF), rgba(0x0A84FFFF))
        case .systemIndigo: (rgba(0x5856D6FF), rgba(0x5E5CE6FF))
        case .systemPurple: (rgba(0xAF52DEFF), rgba(0xBF5AF2FF))
        case .systemPink: (rgba(0xFF2D55FF), rgba(0xFF375FFF))
        case .systemBrown: (rgba(0xA2845EFF), rgba(0xAC8E68FF))
        case .systemGray: (rgba(0x8E8E93FF), rgba(0x8E8E93FF))
        case .white: (rgba(0xFFFFFFFF), rgba(0xFFFFFFFF))
        case .black: (rgba(0x000000FF), rgba(0x000000FF))
        case .clear: (rgba(0x00000000), rgba(0x00000000))
        }
    }

    private func rgba(_ value: UInt32) -> Color {
        Color(red: UInt8(value >> 24), green: UInt8((value >> 16) & 0xFF), blue: UInt8((value >> 8) & 0xFF), alpha: UInt8(value & 0xFF))
    }
}
