/// Owns what the window shows around and over the collection: the toolbar's pointer state,
/// its device and overflow menus, the toast, the inspector panel, the command palette and help.
struct Chrome {
    /// The control hovered and the control pressed.
    var toolbar = ToolbarPointer()
    /// The bars' last layout, made again only when the window's size or the toolbar's state changes.
    var toolbarLayouts = ToolbarLayoutCache()
    /// Whether the device menu is open.
    var isDeviceMenuOpen = false
    /// Whether the toolbar's overflow menu ("⋯") is open.
    var isOverflowMenuOpen = false
    /// The message at the bottom of the window, until it goes.
    var toast: Toast?
    /// The inspector panel: open or not, its tab, its scroll, the control being dragged.
    var inspector = InspectorState()
    /// The command palette while it is open: what is typed, the highlighted row.
    var commandPalette: CommandPalette?
    /// Whether the shortcuts-and-gestures overlay is shown.
    var isHelpShown = false
    /// The question shown over everything (restore, save before quitting, run a script's layout code), if any.
    var dialog: ConfirmationDialog?
    /// The dialog's button a press went down on, until it is released.
    var dialogPress: DialogChoice?
    /// The dialog's answer, until the window takes it.
    var dialogChoice: DialogChoice?
}
