import CollectionLayout
import SceneFormat

/// What a view command's options override of a scene and of how it is shown (`--language`,
/// `--bold-text`, `--font-family`, `--appearance`, `--direction`): applied when the scene opens,
/// and again each time `run --watch` reads the scene file, so an edit never drops them.
struct CommandLineOverrides: Sendable {
    /// `--language` (a BCP 47 tag, checked).
    var language: String?
    /// `--bold-text`.
    var boldText = false
    /// `--font-family`.
    var fontFamily: String?
    /// `--appearance`.
    var appearance: Appearance?
    /// `--direction`.
    var direction: LayoutDirection?

    /// The scene with the overridden keys set.
    func apply(to scene: inout Scene) {
        if let language { scene.language = language }
        if boldText { scene.boldText = true }
        if let fontFamily { scene.fontFamily = SceneFontFamily(name: fontFamily, folder: scene.fontFamily?.folder) }
    }

    /// Shows `model` in the overridden appearance, without animating.
    @MainActor
    func applyAppearance(to model: PlaygroundModel) {
        if let appearance { model.setAppearance(appearance, animated: false) }
    }

    /// Lays `model` out in the overridden direction, without animating.
    @MainActor
    func applyDirection(to model: PlaygroundModel) {
        if let direction { model.setDirection(direction, animated: false) }
    }
}
