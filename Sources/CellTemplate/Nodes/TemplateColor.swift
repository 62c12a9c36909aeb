import CollectionLayout

/// A colour as a template names it: a fixed colour, a pair for light and dark, or one of the
/// system's semantic colours (which have their own light and dark values).
public enum TemplateColor: Hashable, Sendable {
    /// The same colour in both appearances.
    case fixed(Color)
    /// One colour in light, another in dark.
    case adaptive(light: Color, dark: Color)
    /// A system colour by name (`label`, `systemRed`, …).
    case system(SystemColor)
    /// The item's own colour (its `color` key; `itemColor` in a scene): a card's accent, a
    /// picture's placeholder. Without an item to ask, and for an item without one, systemGray.
    case itemColor

    /// The name a scene gives the item's own colour.
    public static let itemColorName = "itemColor"

    /// The colour shown in an appearance, with Increase Contrast on or off (which changes system colours only).
    public func resolved(dark: Bool, increasedContrast: Bool = false) -> Color {
        switch self {
        case .fixed(let color): color
        case .adaptive(let light, let darkColor): dark ? darkColor : light
        case .system(let system): system.resolved(dark: dark, increasedContrast: increasedContrast)
        case .itemColor: SystemColor.systemGray.resolved(dark: dark, increasedContrast: increasedContrast)
        }
    }
}
