import AppInput

/// The keyboard's shortcuts, read from the command table (`CommandCatalogue`): which command a
/// key with its modifiers gives (nil: none).
enum KeyBindings {
    /// The command `key` with `modifiers` gives, or nil when it gives none: of the table's
    /// shortcuts that match, the one needing the most modifiers (Ctrl+1 before 1, Ctrl+Shift+S
    /// before Ctrl+S), and the first in the table among equals.
    static func command(forKey key: String, modifiers: Set<KeyModifier>) -> AppCommand? {
        var best: (command: AppCommand, modifiers: Int)?
        for entry in CommandCatalogue.entries {
            for shortcut in entry.shortcuts where shortcut.matches(key: key, held: modifiers) {
                if best == nil || shortcut.modifiers.count > best!.modifiers { best = (entry.command, shortcut.modifiers.count) }
            }
        }
        return best?.command
    }
}
