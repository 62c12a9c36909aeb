import AppInput

/// A key with the modifiers it needs, as the command table lists it: SDL's key names (the first
/// is the one shown; the others arrive from other keys or keyboards), the modifiers that must be
/// held, and whether any other modifier may be held too.
struct KeyShortcut: Equatable, Sendable {
    /// SDL's key names, lowercased; the first is shown.
    var keys: [String]
    /// The modifiers that must be held.
    var modifiers: Set<KeyModifier>
    /// Whether the shortcut needs exactly `modifiers` (a plain S is not Shift+S).
    var isExact: Bool
    /// What the chrome shows instead of the modifiers and the key's name (`?` for Shift+/).
    var shownKey: String?

    /// A shortcut on `keys` with `modifiers`, exact or letting other modifiers be held.
    init(_ keys: String..., modifiers: Set<KeyModifier> = [], exact: Bool = false, shown: String? = nil) {
        self.keys = keys
        self.modifiers = modifiers
        isExact = exact
        shownKey = shown
    }

    /// Whether `key` pressed with `held` gives this shortcut.
    func matches(key: String, held: Set<KeyModifier>) -> Bool {
        keys.contains(key) && modifiers.isSubset(of: held) && (!isExact || held == modifiers)
    }

    /// How the chrome writes it: `Ctrl+Shift+S`, `Shift+T`, `Page Down`, `?`.
    var label: String {
        if let shownKey { return shownKey }
        let names: [KeyModifier: String] = [.ctrl: "Ctrl", .shift: "Shift", .alt: "Alt"]
        let held = [KeyModifier.ctrl, .shift, .alt].filter(modifiers.contains).compactMap { names[$0] }
        return (held + [shownKey ?? Self.keyName(keys[0])]).joined(separator: "+")
    }

    /// A key's name as a person reads it: letters upper case, named keys capitalised.
    static func keyName(_ key: String) -> String {
        switch key {
        case "-": "−"
        case "pagedown": "Page Down"
        case "pageup": "Page Up"
        case "escape": "Esc"
        default: key.count == 1 ? key.uppercased() : key.prefix(1).uppercased() + key.dropFirst()
        }
    }
}
