/// The accessibility settings the scene is shown under, as a user's layout reads them in its host: its traits'
/// `legibilityWeight` (Bold Text) and `accessibilityContrast` (Increase Contrast), and `UIAccessibility`'s flags.
extension LayoutHostWire {
    /// Bold Text, Increase Contrast, Reduce Motion, Reduce Transparency and Differentiate Without Color.
    package struct Accessibility: Hashable, Sendable {
        /// Bold Text (`legibilityWeight` `.bold`, `UIAccessibility.isBoldTextEnabled`).
        package var boldText = false
        /// Increase Contrast (`accessibilityContrast` `.high`, `UIAccessibility.isDarkerSystemColorsEnabled`).
        package var increasedContrast = false
        /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`).
        package var reduceMotion = false
        /// Reduce Transparency (`UIAccessibility.isReduceTransparencyEnabled`).
        package var reduceTransparency = false
        /// Differentiate Without Color (`UIAccessibility.shouldDifferentiateWithoutColor`).
        package var differentiateWithoutColor = false

        /// Settings; every one off by default.
        package init(boldText: Bool = false, increasedContrast: Bool = false, reduceMotion: Bool = false, reduceTransparency: Bool = false,
                     differentiateWithoutColor: Bool = false) {
            self.boldText = boldText
            self.increasedContrast = increasedContrast
            self.reduceMotion = reduceMotion
            self.reduceTransparency = reduceTransparency
            self.differentiateWithoutColor = differentiateWithoutColor
        }

        /// As JSON for a request's environment.
        package var json: [String: Any] {
            ["boldText": boldText, "increasedContrast": increasedContrast, "reduceMotion": reduceMotion,
             "reduceTransparency": reduceTransparency, "differentiateWithoutColor": differentiateWithoutColor]
        }
    }
}
