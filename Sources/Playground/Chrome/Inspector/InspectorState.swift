import SceneFormat

/// Owns the inspector panel's state: open or shut, which tab, how far its list is scrolled, and
/// the control a press is dragging, the value being typed.
struct InspectorState {
    /// Whether the panel is shown (toolbar Inspector, key I).
    var isOpen = false
    /// The tab shown.
    var tab = InspectorTab.parameters
    /// How far the parameter list is scrolled, in points.
    var scroll = 0.0
    /// The slider being dragged: its row, and the scene's JSON before the drag (one undo step a drag).
    var drag: (row: Int, before: SceneDocument)?
    /// The value being typed in place of a slider's readout (nil: none is; keys go to the app).
    var valueField: InspectorValueField?
    /// The finding the Audit tab has selected (its index in `windowFindings`), highlighted in the window.
    var selectedFinding: Int?
    /// Whether a press went down in the panel (its moves and release belong to the panel).
    var isPressed = false
    /// What Copy as Swift writes: UIKit or SwiftUI (remembered with the window).
    var exportFramework = ExportFramework.uikit
    /// Whether the trace was asked for apart from the panel (`dump --trace`, `run --trace`): it
    /// stays on when the panel shuts.
    var keepsTrace = false
}
