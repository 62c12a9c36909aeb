import CollectionLayout

/// One control before it is placed on a bar: what it does, what it says, how wide it is and the
/// gap before it; `ToolbarLayout` places specs into `ToolbarControl`s.
struct ToolbarSpec {
    var action: ToolbarAction
    var label: String
    var tooltip: String
    var menuTitle: String
    var shortcut: String
    var width: Double
    var gapBefore: Double
    var isEnabled = true
    var isOn = false

    /// The control at `x` on a bar whose controls are `height` tall and start at `y`.
    func placed(at x: Double, y: Double, height: Double, on placement: ToolbarPlacement) -> ToolbarControl {
        ToolbarControl(action: action, frame: Rect(x: x, y: y, width: width, height: height), label: label, tooltip: tooltip,
                       isEnabled: isEnabled, isOn: isOn, placement: placement, menuTitle: menuTitle, shortcut: shortcut)
    }

    /// The shortcut the command table shows for `command` ("" when it has none).
    static func shortcut(_ command: AppCommand) -> String {
        CommandCatalogue.shortcutLabel(for: command) ?? ""
    }

    /// " (K)": the shortcut in brackets for a tooltip, or "" when there is none.
    static func hint(_ command: AppCommand) -> String {
        CommandCatalogue.shortcutLabel(for: command).map { " (\($0))" } ?? ""
    }
}
