extension ToolbarAction {
    /// The command the control gives (nil for the text-size slider, which follows the pointer).
    var command: AppCommand? {
        switch self {
        case .layout(let kind): .setLayout(kind, animated: true)
        case .ownLayout: .showOwnLayout
        case .textSize: nil
        case .add: .addItem
        case .delete: .deleteSelection
        case .shuffle: .shuffle
        case .reset: .reset
        case .slowAnimations: .toggleSlowAnimations
        case .debugOverlay: .toggleDebugOverlay
        case .redlines: .toggleRedlines
        case .audit: .toggleAudit
        case .textSizes: .openCommandPalette(query: "Text size")
        case .darkAppearance: .toggleAppearance
        case .device: .toggleDeviceMenu
        case .rightToLeft: .toggleDirection
        case .accessibility: .openCommandPalette(query: "accessibility")
        case .pseudoLanguage: .cyclePseudoLanguage
        case .variants: .setVariants(nil)
        case .rotate: .rotate(animated: true)
        case .screenshot: .screenshot
        case .edit: .toggleEditing
        case .more: .toggleOverflowMenu
        case .inspector: .toggleInspector
        case .selectionMode: .cycleSelectionMode
        }
    }
}
