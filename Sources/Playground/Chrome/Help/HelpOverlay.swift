import CardDrawing
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
        ("Click", "Select (Ctrl/Shift-click adds)"),
        ("Double-click", "Open a pile or cover"),
        ("Right-click", "Copy, paste, duplicate, delete"),
        ("Hold, drag", "Reorder a card"),
        ("Drag or wheel", "Scroll"),
        ("Ctrl+wheel", "Pinch (also Alt+drag)"),
        ("Swipe sideways", "A row's actions (grid)"),
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
                .flatMap { entry -> [(String, String)] in
                    // Each label once (Shift+/ and a keyboard's own ? both show "?"); long ones a line each.
                    let labels = entry.shortcuts.map(\.label).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    let joined = labels.joined(separator: ", ")
                    guard joined.count > 12 else { return [(joined, entry.title)] }
                    return labels.enumerated().map { index, label in (label, index == 0 ? entry.title : "") }
                }
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
        let columns = 3, gutter = 24.0, titleHeight = 36.0
        func height(_ block: Block) -> Double { Self.headingHeight + Double(block.rows.count) * Self.lineHeight + 8 }
        // Blocks flow down a column and on to the next once it holds a third of the whole.
        let target = blocks.map(height).reduce(0, +) / Double(columns)
        var placed: [(block: Block, column: Int, y: Double)] = []
        var column = 0, y = 0.0, tallest = 0.0
        for block in blocks {
            if y > 0, y + height(block) / 2 > target, column < columns - 1 { column += 1; y = 0 }
            placed.append((block, column, y))
            y += height(block)
            tallest = max(tallest, y)
        }
        let width = min(960, windowSize.width - 40)
        let panelHeight = min(windowSize.height - 40, 18 + titleHeight + tallest + 10)
        let panel = Rect(x: (windowSize.width - width) / 2, y: max(20, (windowSize.height - panelHeight) / 2), width: width, height: panelHeight)
        let inner = panel.insetBy(dx: 22, dy: 18)
        let columnWidth = (inner.width - Double(columns - 1) * gutter) / Double(columns)
        // A narrow window (800 points, the toolbar's least) takes a point off the text.
        let textSize = columnWidth < 280 ? 11.0 : 12.0
        ModalPanel.drawBackdrop(panel, windowSize: windowSize, palette: palette, isDark: isDark, into: &list)
        list.append(.pushClip(panel))
        let title = measurer.measure("Keyboard shortcuts and gestures", font: semibold, pointSize: 17, width: inner.width, maxLines: 1)
        for run in title.glyphRuns(at: Point(x: inner.minX, y: inner.minY), color: palette.label) { list.append(.text(run)) }
        let close = measurer.measure("Esc or ? closes", font: regular, pointSize: 12, width: 200, maxLines: 1)
        for run in close.glyphRuns(at: Point(x: inner.maxX - close.width, y: inner.minY + (title.height - close.height) / 2),
                                   color: palette.secondaryLabel) { list.append(.text(run)) }
        // The keys in a column as wide as the column's widest, the description after.
        var keyWidths = Array(repeating: 0.0, count: columns)
        for (block, column, _) in placed {
            for row in block.rows {
                let keys = measurer.measure(row.0, font: semibold, pointSize: textSize, width: columnWidth * 0.5, maxLines: 1)
                keyWidths[column] = max(keyWidths[column], keys.width + textSize)
            }
        }
        for (block, column, top) in placed {
            let x = inner.minX + Double(column) * (columnWidth + gutter)
            var lineY = inner.minY + titleHeight + top
            let heading = measurer.measure(block.heading.uppercased(), font: semibold, pointSize: 11, width: columnWidth, maxLines: 1)
            for run in heading.glyphRuns(at: Point(x: x, y: lineY + 8), color: palette.secondaryLabel) { list.append(.text(run)) }
            lineY += Self.headingHeight
            for row in block.rows {
                let keys = measurer.measure(row.0, font: semibold, pointSize: textSize, width: columnWidth * 0.5, maxLines: 1)
                for run in keys.glyphRuns(at: Point(x: x, y: lineY), color: palette.label) { list.append(.text(run)) }
                let text = measurer.measure(row.1, font: regular, pointSize: textSize, width: max(20, columnWidth - keyWidths[column] + gutter / 2),
                                           maxLines: 1)
                for run in text.glyphRuns(at: Point(x: x + keyWidths[column], y: lineY), color: palette.secondaryLabel) { list.append(.text(run)) }
                lineY += Self.lineHeight
            }
        }
        list.append(.popClip)
    }
}
