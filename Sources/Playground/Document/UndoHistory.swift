/// Owns the undo and redo stacks: what Ctrl+Z and Ctrl+Shift+Z put back, the last 50 steps.
struct UndoHistory {
    /// How many steps are kept; the oldest is forgotten past it.
    static let limit = 50
    /// What each undo puts back, newest last.
    private(set) var undoSteps: [UndoStep] = []
    /// What each redo puts back, newest last.
    private(set) var redoSteps: [UndoStep] = []

    /// Records the state before an edit; a new edit forgets what was undone.
    mutating func record(_ step: UndoStep) {
        undoSteps.append(step)
        if undoSteps.count > Self.limit { undoSteps.removeFirst() }
        redoSteps = []
    }

    /// Takes back the last recorded step, for an edit that was refused after it was recorded.
    mutating func withdrawLastRecord() {
        _ = undoSteps.popLast()
    }

    /// Takes the step the next undo puts back (nil when there is none); what it replaces is
    /// then handed to `keepForRedo`.
    mutating func takeUndo() -> UndoStep? {
        undoSteps.popLast()
    }

    /// Keeps what an undo replaced, for the next redo.
    mutating func keepForRedo(_ step: UndoStep) {
        redoSteps.append(step)
    }

    /// Takes the step the next redo puts back (nil when there is none); what it replaces is then
    /// handed to `keepForUndo`.
    mutating func takeRedo() -> UndoStep? {
        redoSteps.popLast()
    }

    /// Keeps what a redo replaced, for the next undo (without forgetting the other redo steps).
    mutating func keepForUndo(_ step: UndoStep) {
        undoSteps.append(step)
    }

    /// Forgets every undo step (the data under them is gone, as after a segment switch).
    mutating func forgetUndoSteps() {
        undoSteps = []
    }
}
