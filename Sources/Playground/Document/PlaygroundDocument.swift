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
    /// Parameter changes made, less those undone, since the scene was opened (a document's change
    /// count, as AppKit's `NSDocument` keeps one).
    private(set) var parameterChangeCount = 0
    /// The change count when the parameters were last as the file has them (opened or saved); nil
    /// once no undo or redo can bring them back (a change that cannot be undone, or a new change
    /// made after undoing past that point).
    private var savedParameterChangeCount: Int? = 0

    /// Whether the parameters differ from the file's: a change since the scene was opened or last
    /// saved that undo has not taken back.
    var hasUnsavedParameters: Bool { parameterChangeCount != savedParameterChangeCount }

    /// Counts a new parameter change; one that cannot be undone, or one made after undoing past the
    /// saved state, leaves no way back to the file's values.
    mutating func noteParameterChange(undoable: Bool) {
        if !undoable || (savedParameterChangeCount.map { parameterChangeCount < $0 } ?? false) { savedParameterChangeCount = nil }
        parameterChangeCount += 1
    }

    /// Counts an undone (−1) or redone (+1) parameter change.
    mutating func noteParameterChangeUndone(_ undone: Bool) {
        parameterChangeCount += undone ? -1 : 1
    }

    /// The parameters are as the file has them now (just saved).
    mutating func noteParametersSaved() {
        savedParameterChangeCount = parameterChangeCount
    }
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
