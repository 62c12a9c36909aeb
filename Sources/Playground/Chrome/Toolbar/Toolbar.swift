import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The bar across the top of the window — what is shown: a segmented control for the layouts (and the
/// user's own, `--layout-source`, by its class name),
/// the text-size slider with its twelve stops, the cards' actions apart from it and labelled
/// (Edit in the grid, + Add card, − Delete, Shuffle, Reset), and the Inspector at the right end.
/// How the scene is presented lives in the `StatusBar`; `ToolbarLayout` places both.
@MainActor
enum Toolbar {
    /// The bar's height.
    nonisolated static let height = 56.0
    /// The slider's track length.
    static let sliderLength = 100.0
    /// Its controls' height.
    static let controlHeight = 30.0
    /// The room between groups of controls.
    static let groupGap = 24.0
    /// The labels' point size.
    static let labelSize = 13.0

    /// The layouts in the order of their segments and keys.
    static let layoutNames: [(LayoutKind, String)] = [(.flow, "Flow"), (.stacked, "Stacked"), (.circle, "Circle"), (.coverflow, "Cover Flow"),
                                                      (.compositional, "Compositional"), (.grid, "Grid"), (.line, "Line")]

    /// The bar's specs in order, and the one kept at its right end (the Inspector).
    static func specs(state: ToolbarState, labelWidth: (String) -> Double) -> (row: [ToolbarSpec], pinned: ToolbarSpec) {
        var specs: [ToolbarSpec] = []
        var pendingGap = 0.0
        func add(_ action: ToolbarAction, _ label: String, _ tooltip: String, menu: String, command: AppCommand?,
                 fixedWidth: Double? = nil, enabled: Bool = true, on: Bool = false) {
            // Layout segments sit in one track and need less room around their labels.
            let isSegment = action.isLayoutSegment
            // Not `??`: its autoclosure would send the non-Sendable `labelWidth` out of the main
            // actor, which a release build refuses.
            let width: Double
            if let fixedWidth { width = fixedWidth } else { width = max(28, labelWidth(label) + (isSegment ? 10 : 16)) }
            let touching = isSegment && specs.last?.action.isLayoutSegment == true
            let gap = specs.isEmpty ? 0 : (touching ? 0 : 6) + pendingGap
            specs.append(ToolbarSpec(action: action, label: label, tooltip: tooltip + (command.map(ToolbarSpec.hint) ?? ""), menuTitle: menu,
                                     shortcut: command.map(ToolbarSpec.shortcut) ?? "", width: width, gapBefore: gap, isEnabled: enabled, isOn: on))
            pendingGap = 0
        }
        for (kind, name) in layoutNames {
            let command = AppCommand.setLayout(kind, animated: true)
            add(.layout(kind), name, "\(name) layout", menu: "\(name) layout", command: command, on: !state.showsOwnLayout && state.layout == kind)
        }
        // The user's own layout (`--layout-source`), by its class name: on while it is shown, and there to go
        // back to it after a built-in layout was chosen.
        if let own = state.ownLayoutName {
            add(.ownLayout, own, "Your layout \(own) (--layout-source)", menu: "\(own) (your layout)", command: .showOwnLayout,
                on: state.showsOwnLayout)
        }
        pendingGap = 10
        let size = ContentSizeCategory.allCases[state.categoryIndex].rawValue
        add(.textSize, "", "Text size \(size): drag, or press + and −", menu: "Larger text (now \(size))", command: nil,
            fixedWidth: sliderLength + 50)
        pendingGap = groupGap - 6
        if state.canEdit {
            add(.edit, state.isEditing ? "Done" : "Edit", "Edit: remove and reorder rows", menu: "Edit mode", command: .toggleEditing,
                on: state.isEditing)
        }
        add(.add, "+ Add card", "Add a card after the selected one", menu: "Add a card", command: .addItem)
        add(.delete, "− Delete", "Delete the selected cards", menu: "Delete the selected cards", command: .deleteSelection,
            enabled: state.hasSelection)
        add(.shuffle, "Shuffle", "Shuffle the cards", menu: "Shuffle the cards", command: .shuffle)
        add(.reset, "Reset", "Back to the scene's cards as loaded", menu: "Reset to the scene as loaded", command: .reset)
        add(.inspector, "Inspector", "Layout parameters and the layout's calls", menu: "Inspector", command: .toggleInspector,
            on: state.isInspectorOpen)
        let pinned = specs.removeLast()
        return (specs, pinned)
    }

    /// The text size a point along the slider control stands for.
    static func categoryIndex(at point: Point, in control: ToolbarControl) -> Int {
        let track = trackRange(control)
        let fraction = min(1, max(0, (point.x - track.lowerBound) / (track.upperBound - track.lowerBound)))
        return Int((fraction * Double(ContentSizeCategory.allCases.count - 1)).rounded())
    }

    /// Where the slider's track runs, in window x.
    static func trackRange(_ control: ToolbarControl) -> ClosedRange<Double> {
        let start = control.frame.minX + 10
        return start...(start + sliderLength)
    }
}
