import CollectionLayout
import SceneFormat

/// What a view command's options override of a scene and of how it is shown (`--language`,
/// `--bold-text`, `--font-family`, `--pseudo-language`, `--appearance`, `--direction`, `--contrast`, `--reduce-motion`,
/// `--reduce-transparency`, `--differentiate-without-color`): applied when the scene opens,
/// and again each time `run --watch` reads the scene file, so an edit never drops them.
package struct CommandLineOverrides: Sendable {
    /// `--language` (a BCP 47 tag, checked).
    package var language: String?
    /// `--bold-text`.
    package var boldText = false
    /// `--font-family`.
    package var fontFamily: String?
    /// `--pseudo-language`.
    package var pseudoLanguage: PseudoLanguage?
    /// `--appearance`.
    package var appearance: Appearance?
    /// `--direction`.
    package var direction: LayoutDirection?
    /// `--contrast`.
    package var contrast: Contrast?
    /// `--reduce-motion`.
    package var reduceMotion = false
    /// `--reduce-transparency`.
    package var reduceTransparency = false
    /// `--differentiate-without-color`.
    package var differentiateWithoutColor = false
    /// The settings an axis of `sheet` or `audit` shows off (its value `off`), whatever the scene says.
    package var turnedOff: Set<AccessibilityToggle> = []

    /// The scene with the overridden keys set.
    package func apply(to scene: inout Scene) {
        if let language { scene.language = language }
        if boldText { scene.boldText = true }
        if let fontFamily { scene.fontFamily = SceneFontFamily(name: fontFamily, folder: scene.fontFamily?.folder) }
        if let contrast { scene.accessibility.contrast = contrast }
        if reduceMotion { scene.accessibility.reduceMotion = true }
        if reduceTransparency { scene.accessibility.reduceTransparency = true }
        if differentiateWithoutColor { scene.accessibility.differentiateWithoutColor = true }
        if let pseudoLanguage { scene.pseudoLanguage = pseudoLanguage }
        if turnedOff.contains(.boldText) { scene.boldText = false }
        if turnedOff.contains(.increaseContrast) { scene.accessibility.contrast = .normal }
        if turnedOff.contains(.reduceMotion) { scene.accessibility.reduceMotion = false }
        if turnedOff.contains(.reduceTransparency) { scene.accessibility.reduceTransparency = false }
        if turnedOff.contains(.differentiateWithoutColor) { scene.accessibility.differentiateWithoutColor = false }
    }

    /// Shows `model` in the overridden appearance, without animating.
    @MainActor
    package func applyAppearance(to model: PlaygroundModel) {
        if let appearance { model.setAppearance(appearance, animated: false) }
    }

    /// Lays `model` out in the overridden direction, without animating.
    @MainActor
    package func applyDirection(to model: PlaygroundModel) {
        if let direction { model.setDirection(direction, animated: false) }
    }
}
