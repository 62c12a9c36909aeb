/// The groups the command table is in, in the order help lists them.
enum CommandCategory: String, CaseIterable, Sendable {
    /// The seven layouts.
    case layout = "Layout"
    /// Dynamic Type sizes.
    case textSize = "Text size"
    /// Light and dark, left to right and right to left, the pseudo-languages.
    case appearance = "Appearance"
    /// The built-in scenes of `Assets/`.
    case scene = "Scenes"
    /// Device presets, rotation and zoom.
    case device = "Device"
    /// What the window shows over the collection: overlay, inspector, redlines, modes.
    case view = "View"
    /// Adding, deleting, shuffling, undo.
    case items = "Items"
    /// Saving the scene and screenshots.
    case file = "File"
    /// Scrolling with keys.
    case scrolling = "Scrolling"
    /// The palette, help, closing what is open.
    case window = "Window"
}
