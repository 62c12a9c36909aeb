import AppInput

/// The keyboard's shortcuts: which command a key with its modifiers gives (nil: none).
enum KeyBindings {
    /// The command `key` with `modifiers` gives, or nil when it gives none.
    static func command(forKey key: String, modifiers: Set<KeyModifier>) -> AppCommand? {
        let ctrl = modifiers.contains(.ctrl), shift = modifiers.contains(.shift), plain = modifiers.isEmpty
        switch key {
        case "down": return .scroll(.lineDown)
        case "up": return .scroll(.lineUp)
        case "right": return .scroll(.lineRight)
        case "left": return .scroll(.lineLeft)
        case "pagedown", "space": return .scroll(.pageDown)
        case "pageup": return .scroll(.pageUp)
        case "home": return .scroll(.home)
        case "end": return .scroll(.end)
        case "1" where ctrl: return .setDeviceZoom(.fitToWindow)
        case "2" where ctrl: return .setDeviceZoom(.pointAccurate)
        case "3" where ctrl: return .setDeviceZoom(.pixelAccurate)
        case "1": return .setLayout(.flow, animated: true)
        case "2": return .setLayout(.stacked, animated: true)
        case "3": return .setLayout(.circle, animated: true)
        case "4": return .setLayout(.coverflow, animated: true)
        case "5": return .setLayout(.compositional, animated: true)
        case "6": return .setLayout(.grid, animated: true)
        case "7": return .setLayout(.line, animated: true)
        case "=", "+", "keypad +": return .stepCategory(by: 1)
        case "-", "keypad -": return .stepCategory(by: -1)
        case "t" where shift: return .toggleSlowAnimations
        case "s" where ctrl && shift: return .saveScene
        case "s" where ctrl: return .screenshot
        case "s" where plain: return .cycleSelectionMode
        case "z" where ctrl && shift: return .redo
        case "z" where ctrl: return .undo
        case "d": return .toggleDebugOverlay
        case "i" where plain: return .toggleInspector
        case "m" where plain: return .toggleRedlines
        case "r" where plain: return .rotate(animated: true)
        case "v" where plain: return .cycleDevice
        case "a" where plain: return .toggleAppearance
        case "b": return .toggleDirection
        case "e" where plain: return .toggleEditing
        case "delete", "backspace": return .deleteSelection
        case "escape": return .dismiss
        default: return nil
        }
    }
}
