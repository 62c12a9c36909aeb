/// A document's change count, as AppKit's `NSDocument` keeps one: changes made less those undone,
/// and the count when the document was last as its file has it — so undo back to that point makes
/// it clean again, while a change that cannot be undone, or one made after undoing past that
/// point, leaves no way back but Save.
struct ChangeCount {
    /// Changes made, less those undone.
    private(set) var count = 0
    /// The count when last as the file has it (opened or saved); nil once no undo or redo can get back there.
    private var savedCount: Int? = 0

    /// Whether there is a change that undo has not taken back since the file was opened or saved.
    var isUnsaved: Bool { count != savedCount }

    /// Counts a new change; one that cannot be undone, or one made after undoing past the saved
    /// point, leaves no way back to it.
    mutating func noteChange(undoable: Bool = true) {
        if !undoable || (savedCount.map { count < $0 } ?? false) { savedCount = nil }
        count += 1
    }

    /// Counts an undone (−1) or redone (+1) change.
    mutating func noteUndone(_ undone: Bool) {
        count += undone ? -1 : 1
    }

    /// Takes back the last change counted (it was refused after being recorded).
    mutating func withdraw() {
        count -= 1
    }

    /// As the file has it now (just saved).
    mutating func noteSaved() {
        savedCount = count
    }

    /// Unsaved, with no undo back to the file (restored from a recovery copy).
    mutating func forgetSavedPoint() {
        savedCount = nil
    }
}
