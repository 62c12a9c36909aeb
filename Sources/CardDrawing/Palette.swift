import CollectionLayout
import CollectionView
import SceneFormat

/// The playground's colours in one appearance, close to iOS's system colours: `light` and
/// `dark`, and any moment of the crossfade between them.
package struct Palette: Hashable, Sendable {
    /// The window behind the cards (systemGroupedBackground).
    package var background: Color
    /// A card's face (secondarySystemGroupedBackground).
    package var card: Color
    /// The hairline around a card.
    package var cardEdge: Color
    /// Primary text (label).
    package var label: Color
    /// Secondary text (secondaryLabel, opaque).
    package var secondaryLabel: Color
    /// Hairlines between areas (separator).
    package var separator: Color
    /// A card's accent when the scene gives none (systemGray).
    package var defaultAccent: Color
    /// Selection and controls (systemBlue).
    package var tint: Color
    /// A control's resting fill (systemFill-like).
    package var controlFill: Color
    /// A hovered control.
    package var controlHover: Color
    /// A pressed control, and the slider's empty track.
    package var controlPressed: Color
    /// A badge on a card (systemRed).
    package var badge: Color
    /// A section's background decoration (a tinted grouped background).
    package var sectionBackground: Color
    /// The bar across the top.
    package var bar: Color
    /// Text on the dark pills of tooltips, toasts and the overlay, and on badges and the tint.
    package var onAccent: Color
    /// Whether these are Increase Contrast's colours (template colours follow: system colours' accessible variants).
    package var increasedContrast = false

    /// iOS's light appearance.
    package static let light = Palette(
        background: Color(hex: 0xF2F2F7), card: Color(hex: 0xFFFFFF), cardEdge: Color(hex: 0xD4D4DA),
        label: Color(hex: 0x1C1C1E), secondaryLabel: Color(hex: 0x636366), separator: Color(hex: 0xD1D1D6),
        defaultAccent: Color(hex: 0x8E8E93), tint: Color(hex: 0x007AFF), controlFill: Color(hex: 0xE5E5EA),
        controlHover: Color(hex: 0xD8D8DE), controlPressed: Color(hex: 0xC7C7CC), badge: Color(hex: 0xFF3B30),
        sectionBackground: Color(hex: 0xE3E7F0), bar: Color(hex: 0xFBFBFD), onAccent: Color(hex: 0xFFFFFF))

    /// iOS's dark appearance (the grouped backgrounds, labels and fills of dark mode).
    package static let dark = Palette(
        background: Color(hex: 0x000000), card: Color(hex: 0x1C1C1E), cardEdge: Color(hex: 0x3A3A3C),
        label: Color(hex: 0xFFFFFF), secondaryLabel: Color(hex: 0xAEAEB2), separator: Color(hex: 0x38383A),
        defaultAccent: Color(hex: 0x8E8E93), tint: Color(hex: 0x0A84FF), controlFill: Color(hex: 0x2C2C2E),
        controlHover: Color(hex: 0x3A3A3C), controlPressed: Color(hex: 0x48484A), badge: Color(hex: 0xFF453A),
        sectionBackground: Color(hex: 0x26272D), bar: Color(hex: 0x161618), onAccent: Color(hex: 0xFFFFFF))

    /// The palette of an appearance, with Increase Contrast on or off.
    package static func of(_ appearance: Appearance, increasedContrast: Bool = false) -> Palette {
        let palette = appearance == .dark ? dark : light
        return increasedContrast ? palette.withIncreasedContrast(dark: appearance == .dark) : palette
    }

    /// The palette with Increase Contrast on: secondary text, separators and a card's hairline
    /// darker in light (lighter in dark), the tint, the default accent and the badge the system
    /// colours' accessible variants (Apple's: systemBlue #0040DD / #409CFF, systemGray #6C6C70 /
    /// #AEAEB2, systemRed #D70015 / #FF6961).
    package func withIncreasedContrast(dark: Bool) -> Palette {
        var palette = self
        palette.secondaryLabel = dark ? Color(hex: 0xD1D1D6) : Color(hex: 0x48484A)
        palette.separator = dark ? Color(hex: 0x636366) : Color(hex: 0x8E8E93)
        palette.cardEdge = Color(hex: 0x8E8E93)
        palette.tint = dark ? Color(hex: 0x409CFF) : Color(hex: 0x0040DD)
        palette.defaultAccent = dark ? Color(hex: 0xAEAEB2) : Color(hex: 0x6C6C70)
        palette.badge = dark ? Color(hex: 0xFF6961) : Color(hex: 0xD70015)
        palette.increasedContrast = true
        return palette
    }

    /// A selected card's face (UIKit's selected-background view): the card tinted a little.
    package var selectedCard: Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * 0.16).rounded()) }
        return Color(red: channel(card.red, tint.red), green: channel(card.green, tint.green), blue: channel(card.blue, tint.blue),
                     alpha: card.alpha)
    }

    /// Every colour `progress` of the way from `self` to `other` (0 is `self`, 1 is `other`), channel by channel.
    package func blended(to other: Palette, progress: Double) -> Palette {
        guard progress > 0 else { return self }
        guard progress < 1 else { return other }
        func mix(_ a: Color, _ b: Color) -> Color {
            func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * progress).rounded()) }
            return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
                         alpha: channel(a.alpha, b.alpha))
        }
        return Palette(background: mix(background, other.background), card: mix(card, other.card), cardEdge: mix(cardEdge, other.cardEdge),
                       label: mix(label, other.label), secondaryLabel: mix(secondaryLabel, other.secondaryLabel),
                       separator: mix(separator, other.separator), defaultAccent: mix(defaultAccent, other.defaultAccent),
                       tint: mix(tint, other.tint), controlFill: mix(controlFill, other.controlFill),
                       controlHover: mix(controlHover, other.controlHover), controlPressed: mix(controlPressed, other.controlPressed),
                       badge: mix(badge, other.badge), sectionBackground: mix(sectionBackground, other.sectionBackground),
                       bar: mix(bar, other.bar), onAccent: mix(onAccent, other.onAccent), increasedContrast: other.increasedContrast)
    }
}
