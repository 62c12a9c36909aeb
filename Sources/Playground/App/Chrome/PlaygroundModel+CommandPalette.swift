import AppInput
import CollectionLayout
import CollectionView
import Foundation

/// The command palette and the help overlay in the window: keys and typed text while either is
/// open (`InputArbitration.keyTarget` sends them here first), and their drawing over everything.
extension PlaygroundModel {
    /// Whether the command palette is open.
    public var isCommandPaletteOpen: Bool { chrome.commandPalette != nil }
    /// What is typed into the open palette (nil: it is shut).
    public var commandPaletteQuery: String? { chrome.commandPalette?.query }
    /// Whether the shortcuts-and-gestures overlay is shown.
    public var isHelpShown: Bool { chrome.isHelpShown }

    /// Opens the palette listing `scope` (every command, or the recent files alone), or shuts it.
    func toggleCommandPalette(_ scope: CommandPalette.Scope) {
        if chrome.commandPalette == nil { openCommandPalette(scope) } else { chrome.setCommandPalette(nil) }
    }

    /// Opens the palette listing `scope` with `query` typed; the recent files are the window's,
    /// those that still exist.
    func openCommandPalette(_ scope: CommandPalette.Scope, query: String = "") {
        let recent = host.recentFiles.filter { FileManager.default.fileExists(atPath: $0) }
        chrome.setCommandPalette(CommandPalette(query: query, scope: scope, recentFileRows: CommandCatalogue.recentFileRows(recent)))
    }

    /// A key while the palette is open: it moves the highlight, edits the query, closes the
    /// palette or runs the highlighted command; no key reaches the bindings.
    func commandPaletteKey(_ key: String, modifiers: Set<KeyModifier>) {
        guard var palette = chrome.commandPalette else { return }
        let outcome = palette.press(key, modifiers: modifiers)
        chrome.setCommandPalette(palette)
        switch outcome {
        case .handled: break
        case .close: chrome.setCommandPalette(nil)
        case .run(let command):
            chrome.setCommandPalette(nil)
            apply(command)
        }
        collectionView.layoutIfNeeded()
    }

    /// A key while help is shown: Escape, `?` or F1 close it; other keys do nothing.
    func helpKey(_ key: String, modifiers: Set<KeyModifier>) {
        let command = KeyBindings.command(forKey: key, modifiers: modifiers)
        if command == .toggleHelp || command == .dismiss { chrome.setHelpShown(false) }
    }

    /// The open palette as drawn (nil: it is shut).
    private var commandPaletteView: CommandPaletteView? {
        chrome.commandPalette.map { CommandPaletteView(state: $0, windowSize: presentation.windowSize, top: presentation.toolbarHeight) }
    }

    /// A press while the palette is open: a row runs its command; elsewhere on the panel nothing;
    /// outside it the palette shuts.
    func commandPaletteClick(at point: Point) {
        guard let view = commandPaletteView else { return }
        if let index = view.match(at: point) {
            let command = view.state.matches[index].command
            chrome.setCommandPalette(nil)
            apply(command)
            collectionView.layoutIfNeeded()
        } else if !view.frame.contains(point) {
            chrome.setCommandPalette(nil)
        }
    }

    /// Draws the open palette, or help, over the window.
    func drawCommandPaletteAndHelp(into list: inout DrawList) {
        if let view = commandPaletteView {
            view.draw(palette: palette, isDark: presentation.appearance == .dark, fonts: fonts, measurer: measurer, into: &list)
        } else if chrome.isHelpShown {
            HelpOverlay(windowSize: presentation.windowSize)
                .draw(palette: palette, isDark: presentation.appearance == .dark, fonts: fonts, measurer: measurer, into: &list)
        }
    }
}
