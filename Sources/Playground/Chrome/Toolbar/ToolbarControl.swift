import CollectionLayout

/// One control of the toolbar as laid out for a window width.
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
}
