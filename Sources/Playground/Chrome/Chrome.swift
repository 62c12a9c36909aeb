/// Owns what the window shows around and over the collection: the toolbar's pointer state,
/// its device and overflow menus, the toast, the inspector panel, the command palette and help.
struct Chrome {
    /// The control hovered and the control pressed.
    var toolbar = ToolbarPointer()
    /// The bars' last layout, made again only when the window's size or the toolbar's state changes.
    var toolbarLayouts = ToolbarLayoutCache()
    /// Whether the device menu is open.
    private(set) var isDeviceMenuOpen = false
    /// Whether the toolbar's overflow menu ("⋯") is open.
    private(set) var isOverflowMenuOpen = false
    /// The message at the bottom of the window, until it goes.
    private(set) var toast: Toast?
    /// The inspector panel: open or not, its tab, its scroll, the control being dragged.
    var inspector = InspectorState()
    /// The command palette while it is open: what is typed, the highlighted row.
    private(set) var commandPalette: CommandPalette?
    /// Whether the shortcuts-and-gestures overlay is shown.
    private(set) var isHelpShown = false
    /// The question shown over everything (restore, save before quitting, run a script's layout code), if any.
    private(set) var dialog: ConfirmationDialog?
    /// The dialog's button a press went down on, until it is released.
    private(set) var dialogPress: DialogChoice?
    /// The dialog's answer, until the window takes it.
    private(set) var dialogChoice: DialogChoice?

    // MARK: Changes

    /// Opens the device menu if shut, shuts it if open.
    mutating func toggleDeviceMenu() { isDeviceMenuOpen.toggle() }
    /// Opens the overflow menu if shut, shuts it if open.
    mutating func toggleOverflowMenu() { isOverflowMenuOpen.toggle() }
    /// Shuts the device menu.
    mutating func closeDeviceMenu() { isDeviceMenuOpen = false }
    /// Shuts the overflow menu.
    mutating func closeOverflowMenu() { isOverflowMenuOpen = false }
    /// Shows a message at the bottom of the window (replacing the one shown).
    mutating func show(_ newToast: Toast) { toast = newToast }
    /// Shows or hides the shortcuts-and-gestures overlay.
    mutating func setHelpShown(_ shown: Bool) { isHelpShown = shown }
    /// Shows the overlay if hidden, hides it if shown.
    mutating func toggleHelp() { isHelpShown.toggle() }
    /// Opens the command palette as `palette` (or, with nil, shuts it).
    mutating func setCommandPalette(_ palette: CommandPalette?) { commandPalette = palette }
    /// Text typed into the open palette's query.
    mutating func typeInCommandPalette(_ text: String) { commandPalette?.type(text) }
    /// Asks a question over everything.
    mutating func ask(_ question: ConfirmationDialog) { dialog = question }
    /// A press went down on the dialog's button `choice` (nil: off its buttons), or was let go.
    mutating func pressDialogButton(_ choice: DialogChoice?) { dialogPress = choice }
    /// The dialog is answered with `choice` and shuts; the answer waits for the window to take it.
    mutating func answerDialog(_ choice: DialogChoice) {
        dialog = nil
        dialogPress = nil
        dialogChoice = choice
    }
    /// The answer given since the last call, if any; taking it clears it.
    mutating func takeDialogChoice() -> DialogChoice? {
        defer { dialogChoice = nil }
        return dialogChoice
    }
}
