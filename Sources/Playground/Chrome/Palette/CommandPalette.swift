import AppSupport
import AppInput

/// Owns the command palette's state while it is open: the text typed, the highlighted row and
/// what it lists (every command and the recent files, or — Ctrl+O — the recent files alone).
/// Typing filters those rows (`CommandRanking`), Up and Down move the highlight, Return
/// gives the highlighted command, Escape closes; it changes only itself, and the model runs
/// what it gives.
struct CommandPalette: Equatable {
    /// The most rows shown at once.
    static let visibleRows = 10

    /// What the palette lists.
    enum Scope: Equatable {
        /// Every command, then the recent files (Ctrl+K).
        case everything
        /// The recent files alone (Ctrl+O).
        case recentFiles
    }

    /// What has been typed.
    var query = ""
    /// The highlighted row among the matches.
    var highlighted = 0
    /// What it lists.
    var scope = Scope.everything
    /// A row for each recent file ("Recent: NAME — folder"), newest first.
    var recentFileRows: [CommandCatalogue.Entry] = []

    /// The rows typing filters: the command table and the recent files, or the recent files alone.
    var rows: [CommandCatalogue.Entry] {
        scope == .recentFiles ? recentFileRows : CommandCatalogue.entries + recentFileRows
    }

    /// What a key does to the open palette.
    enum KeyOutcome: Equatable {
        /// Nothing outside it: the palette took the key (or ignored it).
        case handled
        /// Close the palette.
        case close
        /// Close the palette and run this command.
        case run(AppCommand)
    }

    /// The table's rows matching what is typed, best first.
    var matches: [CommandCatalogue.Entry] {
        let rows = rows
        return CommandRanking.rank(query, rows, title: \.title).map { rows[$0] }
    }

    /// Text typed: added to the query, the highlight back on the best match.
    mutating func type(_ text: String) {
        query += text.filter { !$0.isNewline && $0 != "\t" }
        highlighted = 0
    }

    /// A key pressed while the palette is open; every key stops here, so typing "2" never
    /// switches layouts.
    mutating func press(_ key: String, modifiers: Set<KeyModifier>) -> KeyOutcome {
        let count = matches.count
        switch key {
        case "escape": return .close
        case "k" where modifiers.contains(.ctrl): return .close
        case "o" where modifiers.contains(.ctrl): return .close
        case "p" where modifiers.contains(.ctrl) && modifiers.contains(.shift): return .close
        case "down": if count > 0 { highlighted = (highlighted + 1) % count }
        case "up": if count > 0 { highlighted = (highlighted + count - 1) % count }
        case "backspace":
            if !query.isEmpty { query.removeLast() }
            highlighted = 0
        case "return", "keypad enter":
            guard matches.indices.contains(highlighted) else { return .handled }
            return .run(matches[highlighted].command)
        default: break
        }
        return .handled
    }

    /// The first match shown, so that the highlight stays among the visible rows.
    var firstVisibleRow: Int { max(0, highlighted - Self.visibleRows + 1) }
}
