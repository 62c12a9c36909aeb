import SceneFormat

/// What a toolbar control does.
public enum ToolbarAction: Hashable, Sendable {
    /// Switch to a layout (a segment of the layout control).
    case layout(LayoutKind)
    /// Shows the user's own layout (`--layout-source`): the segment after the built-in ones, named by its class.
    case ownLayout
    /// Whether it is a segment of the layouts' control (a built-in layout or the user's own).
    public var isLayoutSegment: Bool {
        switch self {
        case .layout, .ownLayout: true
        default: false
        }
    }
    /// The text-size slider.
    case textSize
    /// Add an item.
    case add
    /// Delete the selected items.
    case delete
    /// Shuffle the items.
    case shuffle
    /// Go back to the scene as loaded.
    case reset
    /// Toggle slow animations.
    case slowAnimations
    /// Toggle the debug overlay.
    case debugOverlay
    /// Toggle the redline spec.
    case redlines
    /// Toggle the audit's findings over the collection (key U).
    case audit
    /// The status bar's text size: opens the palette on the twelve sizes.
    case textSizes
    /// Toggles the dark appearance.
    case darkAppearance
    /// Toggles the right-to-left layout direction.
    case rightToLeft
    /// The accessibility settings: opens the palette at their commands.
    case accessibility
    /// The status bar's pseudo-language: shows the next one (after the last, none).
    case pseudoLanguage
    /// The status bar's Variants value: shows the scene alone again.
    case variants
    /// Shows the next device preset (the last is followed by the free window).
    case device
    /// Turns the device a quarter.
    case rotate
    /// Save a screenshot.
    case screenshot
    /// Enters or leaves batch edit mode (the grid's Edit / Done).
    case edit
    /// Cycles the selection mode: single, multiple, none.
    case selectionMode
    /// Opens or shuts the inspector panel (layout parameters and the trace of calls).
    case inspector
    /// Opens the menu of the controls that do not fit the bar ("⋯").
    case more
}
