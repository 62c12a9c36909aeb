import CollectionView

/// The playground's colours, close to iOS's light system colours.
enum Palette {
    /// The window behind the cards (systemGroupedBackground).
    static let background = Color(hex: 0xF2F2F7)
    /// A card's face.
    static let card = Color(hex: 0xFFFFFF)
    /// The hairline around a card.
    static let cardEdge = Color(hex: 0xD4D4DA)
    /// Primary text (label).
    static let label = Color(hex: 0x1C1C1E)
    /// Secondary text (secondaryLabel).
    static let secondaryLabel = Color(hex: 0x636366)
    /// Hairlines between areas (separator).
    static let separator = Color(hex: 0xD1D1D6)
    /// A card's accent when the scene gives none (systemGray).
    static let defaultAccent = Color(hex: 0x8E8E93)
    /// Selection and controls (systemBlue).
    static let tint = Color(hex: 0x007AFF)
    /// A control's resting fill (systemFill-like).
    static let controlFill = Color(hex: 0xE5E5EA)
    /// A hovered control.
    static let controlHover = Color(hex: 0xD8D8DE)
    /// A pressed control, and the slider's empty track.
    static let controlPressed = Color(hex: 0xC7C7CC)
    /// A badge on a card (systemRed).
    static let badge = Color(hex: 0xFF3B30)
    /// A section's background decoration (a tinted grouped background).
    static let sectionBackground = Color(hex: 0xE3E7F0)
    /// The bar across the top.
    static let bar = Color(hex: 0xFBFBFD)
}
