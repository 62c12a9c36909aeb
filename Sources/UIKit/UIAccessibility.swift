/// The accessibility settings an app reads, as UIKit's `UIAccessibility` namespace: on iOS the device's
/// settings, here the scene's as the playground shows it (its layout host sets them before the user's
/// layout runs, and again whenever they change).
public struct UIAccessibility {
    /// Bold Text.
    @MainActor private static var boldText = false
    /// Increase Contrast.
    @MainActor private static var darkerSystemColors = false
    /// Reduce Motion.
    @MainActor private static var reduceMotion = false
    /// Reduce Transparency.
    @MainActor private static var reduceTransparency = false
    /// Differentiate Without Color.
    @MainActor private static var differentiateWithoutColor = false

    /// Whether Bold Text is on.
    @MainActor public static var isBoldTextEnabled: Bool { boldText }

    /// Whether Increase Contrast is on.
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { darkerSystemColors }

    /// Whether Reduce Motion is on.
    @MainActor public static var isReduceMotionEnabled: Bool { reduceMotion }

    /// Whether Reduce Transparency is on.
    @MainActor public static var isReduceTransparencyEnabled: Bool { reduceTransparency }

    /// Whether Differentiate Without Color is on.
    @MainActor public static var shouldDifferentiateWithoutColor: Bool { differentiateWithoutColor }

    /// Sets the settings as the scene is shown under; whether any changed.
    @_spi(Playground) @MainActor @discardableResult
    public static func setSettings(boldText: Bool, darkerSystemColors: Bool, reduceMotion: Bool, reduceTransparency: Bool,
                                   differentiateWithoutColor: Bool) -> Bool {
        let changed = boldText != Self.boldText || darkerSystemColors != Self.darkerSystemColors || reduceMotion != Self.reduceMotion
            || reduceTransparency != Self.reduceTransparency || differentiateWithoutColor != Self.differentiateWithoutColor
        Self.boldText = boldText
        Self.darkerSystemColors = darkerSystemColors
        Self.reduceMotion = reduceMotion
        Self.reduceTransparency = reduceTransparency
        Self.differentiateWithoutColor = differentiateWithoutColor
        return changed
    }
}
