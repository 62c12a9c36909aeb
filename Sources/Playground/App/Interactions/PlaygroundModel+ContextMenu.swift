import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import Interactions
import SceneFormat

/// A cell's context menu, on a right-click (the desktop's long-press): Copy (the item's title and
/// subtitle as text, then the item as scene JSON), Paste (a copied item — or any text, as a
/// title and subtitle — inserted after this one, as one batch update, undoable), Duplicate and
/// Delete. Copy and Paste go through the system clipboard in the window.
extension PlaygroundModel: ContextMenuEnvironment {
    /// The open menu: a row for each action (Paste dimmed when the clipboard was empty as it opened).
    var contextMenu: PopupMenu? {
        guard let open = interactions.contextMenu.target else { return nil }
        let rows = interactions.contextMenu.rows.map { PopupMenu.Row(title: $0.action.rawValue, isEnabled: $0.isEnabled) }
        return PopupMenu(rows: rows, origin: open.point, width: 180, windowSize: presentation.windowSize)
    }

    /// Tells the context menu `event` and does what it asks (an action that fails says why in a message).
    func handleContextMenu(_ event: ContextMenuEvent) {
        var menu = interactions.contextMenu
        let commands = menu.handle(event, in: self)
        interactions.contextMenu = menu
        for command in commands {
            switch command {
            case .closeOtherMenus:
                chrome.closeOverflowMenu()
                chrome.closeDeviceMenu()
            case .perform(let action, let itemID):
                do { try perform(action, onItem: itemID) } catch { showToast(error.message) }
            }
        }
    }

    /// The item whose cell is under a window point (the point is the window's; the collection is on the device's screen).
    package func itemID(underWindowPoint point: Point) -> String? {
        let onScreen = devicePoint(forWindowPoint: point)
        guard collectionFrame.contains(onScreen), let indexPath = indexPath(atWindowPoint: onScreen) else { return nil }
        return itemID(at: indexPath)
    }

    /// The text on the clipboard (read as the menu opens, not at every frame it is drawn).
    package var clipboardText: String? { host.clipboard.read() }

    /// The open menu's row under a window point.
    package func menuRow(at point: Point) -> Int? { contextMenu?.row(at: point) }

    /// Does a context-menu action on an item (as the menu, or a script).
    package func perform(_ action: ContextMenuAction, onItem itemID: String) throws(InputError) {
        guard let indexPath = collectionView.indexPath(forItemID: itemID), let item = data.content.item(itemID) else {
            throw InputError("there is no item \"\(itemID)\"")
        }
        let after = CollectionLayout.IndexPath(item: indexPath.item + 1, section: indexPath.section)
        switch action {
        case .copy:
            host.clipboard.write(Self.clipboardText(for: item))
            showToast("Copied \(item.title ?? item.id)")
        case .paste:
            guard let text = host.clipboard.read(), var pasted = Self.item(fromClipboard: text) else {
                throw InputError("Nothing to paste")
            }
            pasted.id = freshItemID(basedOn: pasted.id)
            try insertItemsUndoably(at: [after], items: [pasted])
        case .duplicate:
            var copy = item
            copy.id = freshItemID(basedOn: item.id)
            try insertItemsUndoably(at: [after], items: [copy])
        case .delete:
            try deleteItemsUndoably(at: [indexPath])
        }
    }

    /// Inserts items as one undoable batch update.
    func insertItemsUndoably(at indexPaths: [CollectionLayout.IndexPath], items: [SceneItem]) throws(InputError) {
        rememberForUndo()
        do { try insertItems(at: indexPaths, items: items) } catch {
            self.document.withdrawLastEdit()
            throw error
        }
    }

    /// An id like `base` that no item has: `base-copy`, `base-copy-2`, …
    func freshItemID(basedOn base: String) -> String {
        let stem = base.isEmpty ? "pasted" : base
        let copy = stem.hasSuffix("-copy") ? stem : stem + "-copy"
        var candidate = copy, number = 2
        while data.content.item(candidate) != nil || collectionView.indexPath(forItemID: candidate) != nil {
            candidate = "\(copy)-\(number)"
            number += 1
        }
        return candidate
    }

    /// What Copy puts on the clipboard: the title and subtitle, a line each, then an empty line
    /// and the item as scene JSON (for a paste, or for a scene file).
    static func clipboardText(for item: SceneItem) -> String {
        var members: [(SceneKey, JSONWriter.Value)] = [(.id, .string(item.id))]
        if let title = item.title { members.append((.title, .string(title))) }
        if let subtitle = item.subtitle { members.append((.subtitle, .string(subtitle))) }
        if let color = item.color {
            members.append((.color, .string(String(format: "#%02X%02X%02X", color.red, color.green, color.blue))))
        }
        if let size = item.size { members.append((.size, .sceneObject([(.width, .number(size.width)), (.height, .number(size.height))]))) }
        if !item.movable { members.append((.movable, .bool(false))) }
        if !item.selectable { members.append((.selectable, .bool(false))) }
        let lines = [item.title, item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        return (lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n\n") + JSONWriter.write(.sceneObject(members)) + "\n"
    }

    /// The item clipboard text holds: the scene JSON after its text (as Copy writes it), JSON
    /// alone, or — any other text — its first line as the title and the second as the subtitle.
    static func item(fromClipboard text: String) -> SceneItem? {
        if let start = text.firstIndex(of: "{"), let root = try? JSONParser.parse(String(text[start...])) {
            var seen: [String: SourceLocation] = [:]
            if let item = try? SceneDecoder.item(root, section: 0, index: 0, file: "clipboard", seenIDs: &seen, defaultID: "pasted") {
                return item
            }
        }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let title = lines.first else { return nil }
        return SceneItem(id: "pasted", title: String(title.prefix(200)), subtitle: lines.dropFirst().first.map { String($0.prefix(400)) })
    }

    /// Draws the open menu.
    func drawContextMenu(into list: inout DrawList) {
        guard let menu = contextMenu else { return }
        menu.draw(hovered: interactions.lastPointer.flatMap { menu.row(at: $0) }, palette: palette, fonts: fonts, measurer: measurer, into: &list)
    }
}
