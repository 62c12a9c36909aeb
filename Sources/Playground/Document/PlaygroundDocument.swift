import Foundation

/// Owns the scene as loaded and tuned: its layout parameters, undo and redo, where Save writes
/// it and whether the tuning is saved.
struct PlaygroundDocument {
    /// The scene, its layout parameters as the inspector or `setParameter` last set them.
    var scene: Scene
    /// The circle, cover-flow and stacked layouts' parameters now (the scene's, changed by scripts).
    var parameters: LayoutParameters
    /// What Ctrl+Z and Ctrl+Shift+Z put back.
    var history = UndoHistory()
    /// Whether a parameter changed since the scene was opened or last saved.
    var hasUnsavedParameters = false
    /// Whether the scene is one of the app's own (Save then writes a copy to the working folder).
    var isBuiltInScene = false
    /// How many shuffles there have been (each shuffles differently, the same every run).
    var shuffleCount = 0
    /// The scene file's error while it is watched (shown in the window until a good edit).
    var fileError: String?

    /// A document of `scene` as loaded.
    init(scene: Scene) {
        self.scene = scene
        parameters = scene.layout.parameters
    }

    /// Where Save writes the scene: its own file, or — for a built-in scene — a file of the same
    /// name in the working folder (the app's own scenes are never overwritten), as a relative path.
    var savePath: String? {
        guard let file = scene.document?.file else { return nil }
        guard isBuiltInScene else { return file }
        return (file as NSString).lastPathComponent
    }
}
