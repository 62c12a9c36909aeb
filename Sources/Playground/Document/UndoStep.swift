import SceneFormat

/// One step Ctrl+Z takes back: the items as they were, or the scene's layout parameters as they were.
enum UndoStep {
    /// The sections and their items before an edit.
    case data([SceneSection])
    /// The scene's JSON before a parameter change (the inspector's or `setParameter`'s).
    case layoutParameters(SceneDocument)
}
