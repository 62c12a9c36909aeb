import CollectionLayout
import CollectionView
import Typography

/// The bar across the top of the window: a segmented control for the layouts, a text-size
/// slider with twelve stops, add / delete / shuffle / reset, toggles for slow animations and
/// the debug overlay, and a screenshot button — laid out for the window's width, drawn with
/// hover, pressed and disabled states, and hit-tested.
@MainActor
struct Toolbar {
    /// The bar's height.
    static let height = 56.0
    /// The slider's track length.
    static let sliderLength = 100.0
    private static let controlHeight = 30.0
    private static let gap = 10.0
    private static let labelSize = 13.0

    /// The controls, left to right, laid out for `width`: every control that fits, in order;
    /// the ones that do not go into the overflow menu (`overflow(…)`), behind a "⋯" control; the
    /// Screenshot button always keeps its place at the right end.
    static func controls(width: Double, state: ToolbarState, fonts: FontLibrary, measurer: TextMeasurer) -> [ToolbarControl] {
        layout(width: width, state: state, fonts: fonts, measurer: measurer).bar
    }

    /// The controls that did not fit the bar, in order, for the overflow menu.
    static func overflow(width: Double, state: ToolbarState, fonts: FontLibrary, measurer: TextMeasurer) -> [ToolbarControl] {
        layout(width: width, state: state, fonts: fonts, measurer: measurer).overflow
    }

    /// One control before it is placed: what it does, how wide it is, the gap before it.
    private struct Spec {
        var action: ToolbarAction
        var label: String
        var tooltip: String
        var width: Double
        var gapBefore: Double
        var isEnabled = true
        var isOn = false
    }

    /// Every control the state calls for, in order (the Screenshot button last).
    private static func specs(state: ToolbarState, fonts: FontLibrary, measurer: TextMeasurer) -> [Spec] {
        var specs: [Spec] = []
        var pendingGap = 0.0
        func add(_ action: ToolbarAction, _ label: String, _ tooltip: String, fixedWidth: Double? = nil,
                 enabled: Bool = true, on: Bool = false) {
            // Layout segments sit in one track and need less room around their labels.
            let padding: Double
            if case .layout = action { padding = 10 } else { padding = 14 }
            let w = fixedWidth ?? max(28, Self.labelWidth(label, fonts: fonts, measurer: measurer) + padding)
            let touching: Bool
            if case .layout = action, let last = specs.last, case .layout = last.action { touching = true } else { touching = false }
            let gap = specs.isEmpty ? 0 : (touching ? 0 : 6) + pendingGap
            specs.append(Spec(action: action, label: label, tooltip: tooltip, width: w, gapBefore: gap, isEnabled: enabled, isOn: on))
            pendingGap = 0
        }
        let layouts: [(LayoutKind, String)] = [(.flow, "Flow"), (.stacked, "Stacked"), (.circle, "Circle"), (.coverflow, "Cover Flow"),
                                               (.compositional, "Compositional"), (.grid, "Grid"), (.line, "Line")]
        for (index, (kind, name)) in layouts.enumerated() {
            add(.layout(kind), name, "\(name) layout\(keyHint(.setLayout(kind, animated: true)))", on: state.layout == kind)
        }
        pendingGap = gap - 6
        add(.textSize, "", "Text size: drag, or press + and − (now \(ContentSizeCategory.allCases[state.categoryIndex].rawValue))",
            fixedWidth: sliderLength + 50)
        pendingGap = gap
        if state.canEdit { add(.edit, state.isEditing ? "Done" : "Edit", "Edit: remove and reorder rows\(keyHint(.toggleEditing))", on: state.isEditing) }
        add(.add, "+", "Add an item")
        add(.delete, "−", "Delete the selected items\(keyHint(.deleteSelection))", enabled: state.hasSelection)
        pendingGap = gap / 2
        add(.shuffle, "Shuffle", "Shuffle the items")
        add(.reset, "Reset", "Back to the scene as loaded")
        pendingGap = gap / 2
        add(.slowAnimations, "Slow", "Slow animations, 10×\(keyHint(.toggleSlowAnimations))", on: state.slowAnimations)
        add(.debugOverlay, "Overlay", "Frames, baselines and index paths\(keyHint(.toggleDebugOverlay))", on: state.debugOverlay)
        add(.darkAppearance, "Dark", "Dark appearance\(keyHint(.toggleAppearance))", on: state.isDark)
        add(.rightToLeft, "RTL", "Right-to-left layout direction\(keyHint(.toggleDirection))", on: state.isRightToLeft)
        add(.device, state.deviceName ?? "Device",
            "Device: \(state.deviceDescription ?? "none, the free window") — click to choose (V: the next; Ctrl+1 fit, Ctrl+2 points, Ctrl+3 pixels)",
            on: state.deviceName != nil)
        if state.deviceName != nil { add(.rotate, "Rotate", "Rotate the device\(keyHint(.rotate(animated: true)))") }
        let selectLabel = switch state.selectionMode {
        case .single: "Select: one"
        case .multiple: "Select: many"
        case .none: "Select: off"
        }
        add(.selectionMode, selectLabel, "Selection: one item (Ctrl-click adds), many (a click toggles) or none\(keyHint(.cycleSelectionMode))",
            on: state.selectionMode == .multiple)
        pendingGap = gap / 2
        add(.inspector, "Inspector", "Layout parameters and the layout's calls\(keyHint(.toggleInspector))", on: state.isInspectorOpen)
        pendingGap = gap / 2
        add(.screenshot, "Screenshot", "Save a screenshot\(keyHint(.screenshot))")
        return specs
    }

    /// " (K)": the shortcut the command table shows for `command`, in brackets, or "" when it has none.
    private static func keyHint(_ command: AppCommand) -> String {
        CommandCatalogue.shortcutLabel(for: command).map { " (\($0))" } ?? ""
    }

    /// Places the specs: in order while they fit, keeping room at the right end for the
    /// Screenshot button (and for "⋯" once something has not fitted); the rest overflow.
    private static func layout(width: Double, state: ToolbarState, fonts: FontLibrary,
                               measurer: TextMeasurer) -> (bar: [ToolbarControl], overflow: [ToolbarControl]) {
        let y = (height - controlHeight) / 2
        var all = specs(state: state, fonts: fonts, measurer: measurer)
        let screenshot = all.removeLast()
        let more = Spec(action: .more, label: "⋯", tooltip: "More controls", width: 34, gapBefore: 6)
        let limit = width - 12
        func place(_ spec: Spec, at x: Double) -> ToolbarControl {
            ToolbarControl(action: spec.action, frame: Rect(x: x, y: y, width: spec.width, height: controlHeight),
                           label: spec.label, tooltip: spec.tooltip, isEnabled: spec.isEnabled, isOn: spec.isOn)
        }
        // Everything fits: no "⋯".
        let total = 12 + all.reduce(0) { $0 + $1.gapBefore + $1.width } + screenshot.gapBefore + screenshot.width
        var bar: [ToolbarControl] = []
        var overflow: [ToolbarControl] = []
        var x = 12.0
        let reserve = screenshot.gapBefore + screenshot.width + (total <= limit ? 0 : more.gapBefore + more.width)
        for spec in all {
            let start = bar.isEmpty ? x : x + spec.gapBefore
            if overflow.isEmpty, start + spec.width <= limit - reserve {
                bar.append(place(spec, at: start))
                x = start + spec.width
            } else {
                overflow.append(place(spec, at: 0))
            }
        }
        if !overflow.isEmpty {
            x += more.gapBefore
            bar.append(place(more, at: x))
            x += more.width
        }
        // The Screenshot button at the right end, or after the others when the window is narrower still.
        bar.append(place(screenshot, at: max(x + screenshot.gapBefore, limit - screenshot.width)))
        return (bar, overflow)
    }

    /// The text size a point along the slider control stands for.
    static func categoryIndex(at point: Point, in control: ToolbarControl) -> Int {
        let track = trackRange(control)
        let fraction = min(1, max(0, (point.x - track.lowerBound) / (track.upperBound - track.lowerBound)))
        return Int((fraction * Double(ContentSizeCategory.allCases.count - 1)).rounded())
    }

    private static func trackRange(_ control: ToolbarControl) -> ClosedRange<Double> {
        let start = control.frame.minX + 10
        return start...(start + sliderLength)
    }

    private static func labelWidth(_ text: String, fonts: FontLibrary, measurer: TextMeasurer) -> Double {
        guard let face = try? fonts.face(.medium) else { return Double(text.count) * 8 }
        return measurer.measure(text, font: face, pointSize: labelSize).width
    }

    // MARK: Drawing

    /// Draws the bar and its controls; `hovered` and `pressed` are controls' indexes.
    static func draw(_ controls: [ToolbarControl], width: Double, state: ToolbarState, hovered: Int?, pressed: Int?, palette: Palette,
                     fonts: FontLibrary, measurer: TextMeasurer, into list: inout DrawList) {
        let bar = Rect(x: 0, y: 0, width: width, height: height)
        list.append(.fill(bar, color: palette.bar, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: height - 1, width: width, height: 1), color: palette.separator, cornerRadius: 0))
        list.append(.pushClip(bar))
        var segments: [Int] = []
        for (index, control) in controls.enumerated() {
            if case .layout = control.action { segments.append(index) }
        }
        if let first = segments.first, let last = segments.last {
            let track = Rect(x: controls[first].frame.minX, y: controls[first].frame.minY,
                             width: controls[last].frame.maxX - controls[first].frame.minX, height: controlHeight)
            list.append(.fill(track, color: palette.controlFill, cornerRadius: 8))
        }
        for (index, control) in controls.enumerated() {
            let isHovered = hovered == index && control.isEnabled, isPressed = pressed == index && control.isEnabled
            switch control.action {
            case .layout:
                if control.isOn {
                    list.append(.fill(control.frame.insetBy(dx: 2, dy: 2), color: palette.cardEdge, cornerRadius: 7))
                    list.append(.fill(control.frame.insetBy(dx: 2.5, dy: 2.5), color: palette.card, cornerRadius: 6.5))
                } else if isPressed || isHovered {
                    list.append(.fill(control.frame.insetBy(dx: 2, dy: 2),
                                      color: isPressed ? palette.controlPressed : palette.controlHover, cornerRadius: 7))
                }
                label(control, color: palette.label, fonts: fonts, measurer: measurer, into: &list)
            case .textSize:
                drawSlider(control, index: state.categoryIndex, active: isHovered || isPressed, palette: palette, fonts: fonts, measurer: measurer,
                           into: &list)
            default:
                let fill = control.isOn ? palette.tint
                    : isPressed ? palette.controlPressed : isHovered ? palette.controlHover : palette.controlFill
                list.append(.fill(control.frame, color: fill.withAlphaMultiplied(by: control.isEnabled ? 1 : 0.5), cornerRadius: 8))
                let text = control.isOn ? palette.onAccent : palette.label
                label(control, color: text.withAlphaMultiplied(by: control.isEnabled ? 1 : 0.35), fonts: fonts, measurer: measurer,
                      into: &list)
            }
        }
        list.append(.popClip)
    }

    private static func label(_ control: ToolbarControl, color: Color, fonts: FontLibrary, measurer: TextMeasurer,
                              into list: inout DrawList) {
        guard !control.label.isEmpty, let face = try? fonts.face(.medium) else { return }
        let text = measurer.measure(control.label, font: face, pointSize: labelSize)
        let origin = Point(x: control.frame.midX - text.width / 2, y: control.frame.midY - text.height / 2)
        for run in text.glyphRuns(at: origin, color: color) { list.append(.text(run)) }
    }

    private static func drawSlider(_ control: ToolbarControl, index: Int, active: Bool, palette: Palette, fonts: FontLibrary,
                                   measurer: TextMeasurer, into list: inout DrawList) {
        let track = trackRange(control)
        let y = control.frame.midY
        let stops = ContentSizeCategory.allCases.count
        let thumbX = track.lowerBound + (track.upperBound - track.lowerBound) * Double(index) / Double(stops - 1)
        list.append(.fill(Rect(x: track.lowerBound, y: y - 2, width: track.upperBound - track.lowerBound, height: 4),
                          color: palette.controlPressed, cornerRadius: 2))
        list.append(.fill(Rect(x: track.lowerBound, y: y - 2, width: thumbX - track.lowerBound, height: 4),
                          color: palette.tint, cornerRadius: 2))
        for stop in 0..<stops {
            let x = track.lowerBound + (track.upperBound - track.lowerBound) * Double(stop) / Double(stops - 1)
            list.append(.fill(Rect(x: x - 1.5, y: y + 6, width: 3, height: 3),
                              color: stop <= index ? palette.tint : palette.controlPressed, cornerRadius: 1.5))
        }
        let radius = active ? 11.0 : 10.0
        list.append(.fill(Rect(x: thumbX - radius - 0.5, y: y - radius - 0.5, width: 2 * radius + 1, height: 2 * radius + 1),
                          color: palette.cardEdge, cornerRadius: radius + 0.5))
        list.append(.fill(Rect(x: thumbX - radius, y: y - radius, width: 2 * radius, height: 2 * radius),
                          color: palette.card, cornerRadius: radius))
        guard let face = try? fonts.face(.semibold) else { return }
        let name = measurer.measure(ContentSizeCategory.allCases[index].rawValue, font: face, pointSize: labelSize)
        let origin = Point(x: track.upperBound + 16, y: control.frame.midY - name.height / 2)
        for run in name.glyphRuns(at: origin, color: palette.label) { list.append(.text(run)) }
    }

    /// A tooltip under a control: a small dark box with the explanation.
    static func drawTooltip(_ control: ToolbarControl, windowWidth: Double, fonts: FontLibrary, measurer: TextMeasurer,
                            into list: inout DrawList) {
        guard let face = try? fonts.face(.regular) else { return }
        let text = measurer.measure(control.tooltip, font: face, pointSize: 12)
        let box = Rect(x: min(max(4, control.frame.midX - text.width / 2 - 8), windowWidth - text.width - 20),
                       y: height + 4, width: text.width + 16, height: text.height + 10)
        list.append(.fill(box, color: Color(hex: 0x2C2C2E).withAlphaMultiplied(by: 0.94), cornerRadius: 6))
        for run in text.glyphRuns(at: Point(x: box.minX + 8, y: box.minY + 5), color: Palette.light.onAccent) { list.append(.text(run)) }
    }
}
