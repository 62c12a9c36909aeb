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
    /// Stay: do not quit; or, asked whether a script may run a layout's code, do not play it.
    case cancel
    /// Play the script, which compiles and runs a layout's Swift code.
    case run
    /// Save over a file another program or window changed since it was read.
    case replace
    /// Open the scene saved from the folder or spreadsheet shown, with the tuning it keeps.
    case openSaved
}
