import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The bar across the bottom of the window — how the scene is presented, as a designer reads it:
/// "iPhone 15 · Portrait · Dark · RTL · L · Select: one" on the left (and "Pseudo: Accented" while a pseudo-language is on, "Variants: text sizes" while Variants is), each value a control that
/// changes it (the device opens its menu, the text size the palette's sizes), and the overlays
/// (Overlay, Redlines, Audit — with its number of findings while on — and Slow) and Screenshot on the right.
@MainActor
enum StatusBar {
    /// The bar's height.
    nonisolated static let height = 32.0
    /// Its controls' height.
    static let controlHeight = 24.0
    /// The room between two values on the left, where a "·" sits.
    static let valueGap = 14.0

    /// The actions of the values on the left (drawn borderless, a "·" between two).
    static func isValue(_ action: ToolbarAction) -> Bool {
        switch action {
        case .device, .rotate, .darkAppearance, .rightToLeft, .accessibility, .pseudoLanguage, .variants, .textSizes, .selectionMode: true
        default: false
        }
    }

    /// The bar's specs: the values, the toggles on the right, and Screenshot kept at the right end.
    static func specs(state: ToolbarState, labelWidth: (String) -> Double) -> (values: [ToolbarSpec], toggles: [ToolbarSpec], pinned: ToolbarSpec) {
        func spec(_ action: ToolbarAction, _ label: String, _ tooltip: String, menu: String, command: AppCommand?, on: Bool = false,
                  gap: Double) -> ToolbarSpec {
            let padding = isValue(action) ? 12.0 : 16.0
            return ToolbarSpec(action: action, label: label, tooltip: tooltip + (command.map(ToolbarSpec.hint) ?? ""), menuTitle: menu,
                               shortcut: command.map(ToolbarSpec.shortcut) ?? "", width: max(28, labelWidth(label) + padding),
                               gapBefore: gap, isOn: on)
        }
        let size = ContentSizeCategory.allCases[state.categoryIndex]
        var values = [
            spec(.device, state.deviceName ?? "No device",
                 "Device: \(state.deviceDescription ?? "none, the free window") — click to choose; Ctrl+1 fit, Ctrl+2 points, Ctrl+3 pixels",
                 menu: "Device: \(state.deviceName ?? "none")…", command: .cycleDevice, gap: 0),
        ]
        if state.deviceName != nil {
            let turned = state.isLandscape ? "Portrait" : "Landscape"
            values.append(spec(.rotate, state.isLandscape ? "Landscape" : "Portrait", "Turn the device to \(turned.lowercased())",
                               menu: "Rotate to \(turned.lowercased())", command: .rotate(animated: true), gap: valueGap))
        }
        values += [
            spec(.darkAppearance, state.isDark ? "Dark" : "Light", "Appearance: \(state.isDark ? "dark" : "light") — click to switch",
                 menu: "Dark appearance", command: .toggleAppearance, on: state.isDark, gap: valueGap),
            spec(.rightToLeft, state.isRightToLeft ? "RTL" : "LTR",
                 "Layout direction: \(state.isRightToLeft ? "right to left" : "left to right") — click to switch",
                 menu: "Right-to-left layout", command: .toggleDirection, on: state.isRightToLeft, gap: valueGap),
            spec(.textSizes, size.rawValue, "Text size \(size.rawValue) — click to choose; + and − step",
                 menu: "Text size: \(size.rawValue)…", command: nil, gap: valueGap),
            spec(.selectionMode, Self.selectionLabel(state.selectionMode),
                 "Selection: one item (Ctrl-click adds), many (a click toggles) or none — click to change",
                 menu: Self.selectionLabel(state.selectionMode), command: .cycleSelectionMode, gap: valueGap),
        ]
        if !state.accessibilityNames.isEmpty, let textSizes = values.firstIndex(where: { $0.action == .textSizes }) {
            // The accessibility settings that are on, before the text size; a click opens their commands.
            values.insert(spec(.accessibility, state.accessibilityNames.joined(separator: "+"),
                               "Accessibility: \(state.accessibilityNames.joined(separator: ", ")) — click to change",
                               menu: "Accessibility…", command: nil, on: true, gap: valueGap), at: textSizes)
        }
        // While a pseudo-language is on (the palette's "Pseudo-language: …"), its name, before the text size, as Rotate shows only with a device.
        if state.pseudoLanguage != .none {
            values.insert(spec(.pseudoLanguage, "Pseudo: \(state.pseudoLanguage.title)",
                               "Pseudo-language: \(state.pseudoLanguage.title.lowercased()) — click for the next (after right to left, off)",
                               menu: "Pseudo-language: \(state.pseudoLanguage.title.lowercased())", command: .cyclePseudoLanguage, on: true,
                               gap: valueGap), at: values.count - 2)
        }
        // While Variants is on, its axis, first (a click shows the scene alone again).
        if let axis = state.variantsAxis {
            values.insert(spec(.variants, "Variants: \(axis)", "The scene side by side along \(axis) — click to show it alone",
                               menu: "Variants off", command: .setVariants(nil), on: true, gap: 0), at: 0)
            values[1].gapBefore = valueGap
        }
        let toggles = [
            spec(.debugOverlay, "Overlay", "Frames, baselines and index paths", menu: "Debug overlay", command: .toggleDebugOverlay,
                 on: state.debugOverlay, gap: 6),
            spec(.redlines, "Redlines", "Spacings, insets, sizes and fonts, in points", menu: "Redlines", command: .toggleRedlines,
                 on: state.showsRedlines, gap: 6),
            spec(.audit, state.showsAudit ? "Audit \(state.auditFindingCount)" : "Audit",
                 "The audit's findings of what is shown, outlined and numbered", menu: "Audit", command: .toggleAudit,
                 on: state.showsAudit, gap: 6),
            spec(.slowAnimations, "Slow", "Slow animations, 10×", menu: "Slow animations", command: .toggleSlowAnimations,
                 on: state.slowAnimations, gap: 6),
        ]
        let screenshot = spec(.screenshot, "Screenshot", "Save a screenshot", menu: "Screenshot", command: .screenshot, gap: 12)
        return (values, toggles, screenshot)
    }

    /// "Select: one", "Select: many", "Select: off".
    static func selectionLabel(_ mode: SelectionMode) -> String {
        switch mode {
        case .single: "Select: one"
        case .multiple: "Select: many"
        case .none: "Select: off"
        }
    }
}
