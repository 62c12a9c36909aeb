import CardDrawing
import CollectionLayout
import CollectionView
import Typography

/// Draws the open command palette: the window dimmed, a rounded panel centred near the top with
/// the query field (a placeholder when empty, a caret after the text, "3 of 14" when the
/// matches do not all fit), up to ten matching rows —
/// each its title at the left and its shortcut at the right — and the highlighted row in the tint.
@MainActor
struct CommandPaletteView {
    /// The palette's state.
    var state: CommandPalette
    /// The window's size.
    var windowSize: Size
    /// Where the chrome's bar ends (the panel sits below it).
    var top: Double

    /// The query field's height.
    static let fieldHeight = 48.0
    /// A row's height.
    static let rowHeight = 34.0

    /// The panel: 600 points wide at most, centred, a little below the bar.
    var frame: Rect {
        let width = min(600, windowSize.width - 40)
        let rows = Double(max(1, min(CommandPalette.visibleRows, state.matches.count)))
        let height = Self.fieldHeight + 1 + 8 + rows * Self.rowHeight + 8
        return Rect(x: (windowSize.width - width) / 2, y: top + max(16, (windowSize.height - top) * 0.08), width: width, height: height)
    }

    /// The top of the first row.
    private var rowsTop: Double { frame.minY + Self.fieldHeight + 1 + 8 }

    /// The index among the matches of the row under a window point, if any.
    func match(at point: Point) -> Int? {
        let panel = frame
        guard point.x >= panel.minX + 8, point.x < panel.maxX - 8, point.y >= rowsTop else { return nil }
        let offset = Int((point.y - rowsTop) / Self.rowHeight)
        let index = state.firstVisibleRow + offset
        guard offset < CommandPalette.visibleRows, state.matches.indices.contains(index) else { return nil }
        return index
    }

    /// Draws it into `list`.
    func draw(palette: Palette, isDark: Bool, fonts: FontLibrary, measurer: TextMeasurer, into list: inout DrawList) {
        guard let regular = try? fonts.face(.regular), let medium = try? fonts.face(.medium) else { return }
        let panel = frame
        ModalPanel.drawBackdrop(panel, windowSize: windowSize, palette: palette, isDark: isDark, into: &list)
        // The query field: what is typed and a caret, or the placeholder.
        let recent = state.scope == .recentFiles
        let fieldText = state.query.isEmpty ? (recent ? "Type to find a recent file" : "Type a command") : state.query
        let query = measurer.measure(fieldText, font: regular, pointSize: 18, width: panel.width - 120, maxLines: 1)
        let textOrigin = Point(x: panel.minX + 18, y: panel.minY + (Self.fieldHeight - query.height) / 2)
        for run in query.glyphRuns(at: textOrigin, color: state.query.isEmpty ? palette.secondaryLabel : palette.label) { list.append(.text(run)) }
        let caretX = state.query.isEmpty ? textOrigin.x - 3 : textOrigin.x + query.width + 1
        let matchCount = state.matches.count
        if matchCount > CommandPalette.visibleRows {
            // More than fit: how many, so the list is known to go on.
            let count = measurer.measure("\(state.highlighted + 1) of \(matchCount)", font: regular, pointSize: 12, width: 120, maxLines: 1)
            for run in count.glyphRuns(at: Point(x: panel.maxX - 18 - count.width, y: panel.minY + (Self.fieldHeight - count.height) / 2),
                                       color: palette.secondaryLabel) { list.append(.text(run)) }
        }
        list.append(.fill(Rect(x: caretX, y: textOrigin.y + 1, width: 2, height: query.height - 2), color: palette.tint, cornerRadius: 1))
        list.append(.fill(Rect(x: panel.minX, y: panel.minY + Self.fieldHeight, width: panel.width, height: 1), color: palette.separator,
                          cornerRadius: 0))
        // The rows.
        let matches = state.matches
        let first = state.firstVisibleRow
        if matches.isEmpty {
            let message = recent ? (state.rows.isEmpty ? "No recent files yet: open or drop a scene" : "No matching recent files")
                : "No matching commands"
            let none = measurer.measure(message, font: regular, pointSize: 14, width: panel.width - 40, maxLines: 1)
            for run in none.glyphRuns(at: Point(x: panel.minX + 18, y: rowsTop + (Self.rowHeight - none.height) / 2), color: palette.secondaryLabel) {
                list.append(.text(run))
            }
            return
        }
        for (offset, entry) in matches[first..<min(matches.count, first + CommandPalette.visibleRows)].enumerated() {
            let box = Rect(x: panel.minX + 8, y: rowsTop + Double(offset) * Self.rowHeight, width: panel.width - 16, height: Self.rowHeight)
            let isHighlighted = first + offset == state.highlighted
            if isHighlighted { list.append(.fill(box, color: palette.tint, cornerRadius: 7)) }
            let shortcut = measurer.measure(entry.shortcutLabel, font: medium, pointSize: 13, width: 160, maxLines: 1)
            let title = measurer.measure(entry.title, font: regular, pointSize: 14, width: box.width - shortcut.width - 40, maxLines: 1)
            let titleColor = isHighlighted ? palette.onAccent : palette.label
            for run in title.glyphRuns(at: Point(x: box.minX + 10, y: box.midY - title.height / 2), color: titleColor) { list.append(.text(run)) }
            let shortcutColor = isHighlighted ? palette.onAccent.withAlphaMultiplied(by: 0.85) : palette.secondaryLabel
            let shortcutOrigin = Point(x: box.maxX - 10 - shortcut.width, y: box.midY - shortcut.height / 2)
            for run in shortcut.glyphRuns(at: shortcutOrigin, color: shortcutColor) { list.append(.text(run)) }
        }
    }
}
