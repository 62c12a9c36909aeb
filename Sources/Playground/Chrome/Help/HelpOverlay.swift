import CollectionLayout
import CollectionView
import Typography

/// Draws help (`?`, F1): every shortcut in the command table, by category, and a short fixed list
/// of pointer gestures, in columns on a rounded panel over the dimmed window.
@MainActor
struct HelpOverlay {
    /// The window's size.
    var windowSize: Size

    /// The pointer's gestures, which no key gives: what to do, what it does.
    static let gestures: [(String, String)] = [
        ("Click", "Select a card (Ctrl/Shift-click adds)"),
        ("Double-click", "Open a pile or cover in flow"),
        ("Right-click", "Copy, paste, duplicate, delete"),
        ("Hold, then drag", "Reorder a card"),
        ("Drag or wheel", "Scroll"),
        ("Ctrl+wheel", "Pinch (also Alt+drag)"),
        ("Sideways swipe", "A row's actions (grid)"),
        ("Ctrl+Q", "Quit"),
    ]

    /// A block of lines: a heading and its (keys, what they do) rows.
    private struct Block {
        var heading: String
        var rows: [(String, String)]
    }

    /// The table's rows with shortcuts, by category, then the gestures.
    private static var blocks: [Block] {
        var blocks = CommandCategory.allCases.compactMap { category -> Block? in
            let rows = CommandCatalogue.entries.filter { $0.category == category && !$0.shortcuts.isEmpty }
                .map { ($0.shortcuts.map(\.label).joined(separator: ", "), $0.title) }
            return rows.isEmpty ? nil : Block(heading: category.rawValue, rows: rows)
        }
        blocks.append(Block(heading: "Pointer", rows: gestures))
        return blocks
    }

    private static let lineHeight = 19.0
    private static let headingHeight = 26.0

    /// Draws it into `list`.
    func draw(palette: Palette, isDark: Bool, fonts: FontLibrary, measurer: TextMeasurer, into list: inout DrawList) {
        guard let regular = try? fonts.face(.regular), let semibold = try? fonts.face(.semibold) else { return }
        let blocks = Self.blocks
        let columns = 3
        let panel = Rect(x: 20, y: 20, width: windowSize.width - 40, height: windowSize.height - 40)
        let inner = panel.insetBy(dx: 20, dy: 18)
        let columnWidth = (inner.width - Double(columns - 1) * 20) / Double(columns)
        // Blocks flow down a column and on to the next when the column is full.
        let titleHeight = 34.0
        let available = inner.height - titleHeight
        var placed: [(block: Block, column: Int, y: Double)] = []
        var column = 0, y = 0.0
        for block in blocks {
            let height = Self.headingHeight + Double(block.rows.count) * Self.lineHeight + 8
            if y > 0, y + height > available, column < columns - 1 { column += 1; y = 0 }
            placed.append((block, column, y))
            y += height
        }
        list.append(.fill(Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height),
                          color: Color(hex: 0x000000).withAlphaMultiplied(by: isDark ? 0.5 : 0.22), cornerRadius: 0))
        list.append(.fill(panel.insetBy(dx: -1, dy: -1), color: palette.separator, cornerRadius: 13))
        list.append(.fill(panel, color: palette.bar, cornerRadius: 12))
        list.append(.pushClip(panel))
        let title = measurer.measure("Keyboard shortcuts and gestures", font: semibold, pointSize: 17, width: inner.width, maxLines: 1)
        for run in title.glyphRuns(at: Point(x: inner.minX, y: inner.minY), color: palette.label) { list.append(.text(run)) }
        let close = measurer.measure("Esc or ? closes", font: regular, pointSize: 12, width: 200, maxLines: 1)
        for run in close.glyphRuns(at: Point(x: inner.maxX - close.width, y: inner.minY + (title.height - close.height) / 2),
                                   color: palette.secondaryLabel) { list.append(.text(run)) }
        for (block, column, top) in placed {
            let x = inner.minX + Double(column) * (columnWidth + 20)
            var lineY = inner.minY + titleHeight + top
            let heading = measurer.measure(block.heading.uppercased(), font: semibold, pointSize: 11, width: columnWidth, maxLines: 1)
            for run in heading.glyphRuns(at: Point(x: x, y: lineY + 8), color: palette.secondaryLabel) { list.append(.text(run)) }
            lineY += Self.headingHeight
            // The keys in a column as wide as this block's widest, the description after.
            let keys = block.rows.map { measurer.measure($0.0, font: semibold, pointSize: 12, width: columnWidth * 0.5, maxLines: 1) }
            let keyWidth = (keys.map(\.width).max() ?? 0) + 12
            for (index, row) in block.rows.enumerated() {
                for run in keys[index].glyphRuns(at: Point(x: x, y: lineY), color: palette.label) { list.append(.text(run)) }
                let text = measurer.measure(row.1, font: regular, pointSize: 12, width: max(20, columnWidth - keyWidth), maxLines: 1)
                for run in text.glyphRuns(at: Point(x: x + keyWidth, y: lineY), color: palette.secondaryLabel) { list.append(.text(run)) }
                lineY += Self.lineHeight
            }
        }
        list.append(.popClip)
    }
}
