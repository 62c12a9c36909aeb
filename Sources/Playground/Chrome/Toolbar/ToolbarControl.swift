import CollectionLayout

/// One control of the toolbar or the status bar as laid out for a window size.
public struct ToolbarControl: Sendable {
    /// What it does.
    public var action: ToolbarAction
    /// Where it is, in window points.
    public var frame: Rect
    /// Its label.
    public var label: String
    /// What hovering it explains (with its keyboard shortcut).
    public var tooltip: String
    /// Whether it can be used now.
    public var isEnabled: Bool
    /// Whether it is on (the selected layout, an active toggle).
    public var isOn: Bool
    /// Which bar it sits on.
    public var placement: ToolbarPlacement = .toolbar
    /// Its row in the overflow menu: a short name, never a sentence.
    public var menuTitle: String = ""
    /// Its shortcut as the command table shows it ("" when it has none).
    public var shortcut: String = ""
}
