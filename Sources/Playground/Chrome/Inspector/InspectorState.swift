import SceneFormat

/// Owns the inspector panel's state: open or shut, which tab, how far its list is scrolled, and
/// the control a press is dragging, the value being typed.
struct InspectorState {
    /// Whether the panel is shown (toolbar Inspector, key I).
    private(set) var isOpen = false
    /// The tab shown.
    private(set) var tab = InspectorTab.parameters
    /// How far the parameter list is scrolled, in points.
    private(set) var scroll = 0.0
    /// The slider being dragged: its row, and the scene's JSON before the drag (one undo step a drag).
    private(set) var drag: (row: Int, before: SceneDocument)?
    /// The value being typed in place of a slider's readout (nil: none is; keys go to the app).
    private(set) var valueField: InspectorValueField?
    /// The finding the Audit tab has selected (its index in `windowFindings`), highlighted in the window.
    private(set) var selectedFinding: Int?
    /// The Cell tab's chosen node (its path in the scene's JSON), whose Add, Remove and Move rows show.
    private(set) var chosenCellNode: ParameterPath?
    /// Whether a press went down in the panel (its moves and release belong to the panel).
    private(set) var isPressed = false
    /// What Copy as Swift writes: UIKit or SwiftUI (remembered with the window).
    private(set) var exportFramework = ExportFramework.uikit
    /// Whether the trace was asked for apart from the panel (`dump --trace`, `run --trace`): it
    /// stays on when the panel shuts.
    private(set) var keepsTrace = false

    // MARK: Changes

    /// Opens or shuts the panel; returns false when it already was so. A drag or a value being
    /// typed ends either way.
    mutating func setOpen(_ open: Bool) -> Bool {
        guard open != isOpen else { return false }
        isOpen = open
        drag = nil
        valueField = nil
        return true
    }
    /// Shows `newTab` when the panel next shows (the palette's and the command line's choice).
    mutating func choose(_ newTab: InspectorTab) { tab = newTab }
    /// A click on a tab: it shows from the top, any value being typed dropped.
    mutating func switchTab(to newTab: InspectorTab) {
        tab = newTab
        valueField = nil
        scroll = 0
    }
    /// The Cell tab chooses a node (nil: none).
    mutating func chooseCellNode(_ path: ParameterPath?) { chosenCellNode = path }
    /// A press went down in the panel, or came up.
    mutating func setPressed(_ pressed: Bool) { isPressed = pressed }
    /// What Copy as Swift writes.
    mutating func setExportFramework(_ framework: ExportFramework) { exportFramework = framework }
    /// A slider's drag begins on `row`, the scene's JSON being `before`.
    mutating func beginDrag(row: Int, before: SceneDocument) { drag = (row, before) }
    /// The slider's drag ends; returns it.
    mutating func endDrag() -> (row: Int, before: SceneDocument)? {
        defer { drag = nil }
        return drag
    }
    /// Scrolls the list by `dy` points, within 0…`maximum`.
    mutating func scroll(by dy: Double, maximum: Double) { scroll = min(maximum, max(0, scroll + dy)) }
    /// The Audit tab selects finding `index` (nil: none).
    mutating func selectFinding(_ index: Int?) { selectedFinding = index }
    /// A value is typed in place of a slider's readout (nil: the field shuts).
    mutating func setValueField(_ field: InspectorValueField?) { valueField = field }
    /// Text typed into the open value field.
    mutating func typeInValueField(_ text: String) { valueField?.type(text) }
    /// Whether the trace stays on when the panel shuts.
    mutating func setKeepsTrace(_ keeps: Bool) { keepsTrace = keeps }
}
