/// The answer a confirmation dialog was given (its buttons, Return and Escape).
public enum DialogChoice: String, Sendable, Equatable {
    /// Restore the unsaved changes a recovery copy holds.
    case restore
    /// Throw the recovery copy away.
    case discard
    /// Save, then quit.
    case save
    /// Quit without saving.
    case dontSave
    /// Stay: do not quit.
    case cancel
}
