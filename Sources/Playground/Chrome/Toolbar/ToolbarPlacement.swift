/// Which bar a control sits on: the toolbar across the top (what is shown: layouts, text size,
/// the cards, the inspector) or the status bar across the bottom (how it is presented: device,
/// appearance, direction, text size, selection, and the overlays and capture).
public enum ToolbarPlacement: Sendable, Equatable {
    /// The toolbar across the top of the window.
    case toolbar
    /// The status bar across the bottom of the window.
    case statusBar
}
