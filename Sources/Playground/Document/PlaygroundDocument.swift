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
    /// Item edits made (add, delete, move, shuffle, reset, paste, grid edits), less those undone,
    /// since the scene was opened — counted as the parameter changes are.
    private(set) var itemChangeCount = 0
    /// The item change count when the items were last as opened or saved; nil once no undo or redo
    /// can bring them back.
    private var savedItemChangeCount: Int? = 0
    /// Goes up with every change, undo and redo of parameters or items (never down): a change
    /// since a recovery copy was written shows as a new revision.
    private(set) var revision = 0

    /// Whether the parameters differ from the file's: a change since the scene was opened or last
    /// saved that undo has not taken back.
    var hasUnsavedParameters: Bool { parameterChangeCount != savedParameterChangeCount }

    /// Whether the items differ from those opened or last saved: an edit that undo has not taken back.
    var hasUnsavedItems: Bool { itemChangeCount != savedItemChangeCount }

    /// Whether anything — parameters or items — changed since the scene was opened or last saved.
    var hasUnsavedChanges: Bool { hasUnsavedParameters || hasUnsavedItems }

    /// Counts a new item edit (recorded for undo); one made after undoing past the saved state
    /// leaves no way back to the saved items.
    mutating func noteItemChange() {
        if savedItemChangeCount.map({ itemChangeCount < $0 }) ?? false { savedItemChangeCount = nil }
        itemChangeCount += 1
        revision += 1
    }

    /// Counts an undone (−1) or redone (+1) item edit.
    mutating func noteItemChangeUndone(_ undone: Bool) {
        itemChangeCount += undone ? -1 : 1
        revision += 1
    }

    /// Takes back an item edit that was refused after it was recorded for undo.
    mutating func withdrawLastEdit() {
        history.withdrawLastRecord()
        itemChangeCount -= 1
        revision += 1
    }

    /// Items and parameters both restored from a recovery copy: unsaved, with no undo back to the file.
    mutating func noteRestoredFromRecovery() {
        savedItemChangeCount = nil
        savedParameterChangeCount = nil
        revision += 1
    }

    /// Counts a new parameter change; one that cannot be undone, or one made after undoing past the
    /// saved state, leaves no way back to the file's values.
    mutating func noteParameterChange(undoable: Bool) {
        if !undoable || (savedParameterChangeCount.map { parameterChangeCount < $0 } ?? false) { savedParameterChangeCount = nil }
        parameterChangeCount += 1
        revision += 1
    }

    /// Counts an undone (−1) or redone (+1) parameter change.
    mutating func noteParameterChangeUndone(_ undone: Bool) {
        parameterChangeCount += undone ? -1 : 1
        revision += 1
    }

    /// The parameters are as the file has them now (just saved).
    mutating func noteParametersSaved() {
        savedParameterChangeCount = parameterChangeCount
    }

    /// Everything is as saved now: the parameters were written to the file, and the item edits are
    /// no longer counted as unsaved (the scene file holds the parameters; items are the session's).
    mutating func noteSaved() {
        noteParametersSaved()
        savedItemChangeCount = itemChangeCount
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
