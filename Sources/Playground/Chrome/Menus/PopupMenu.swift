import CardDrawing
import CollectionLayout
import CollectionView
import Typography

/// A menu of rows over the window (the toolbar's "⋯" menu, a cell's context menu): where it is,
/// which row a point is on, and its drawing — a panel, each row's title, a tick when on, dimmed
/// when disabled, the row under the pointer in the tint colour.
@MainActor
struct PopupMenu {
    /// One row.
    struct Row {
        /// What it says.
        var title: String
        /// Whether a click on it does anything.
        var isEnabled = true
        /// Whether it shows a tick.
        var isOn = false
        /// The shortcut shown at the row's right end ("" for none).
        var shortcut = ""
    }

    /// A row's height.
    static let rowHeight = 28.0

    /// The rows, top to bottom.
    var rows: [Row]
    /// The panel.
    var frame: Rect

    /// A menu `width` wide with its top-left at `origin`, moved left and up as needed to stay in a
    /// window of `windowSize`.
    init(rows: [Row], origin: Point, width: Double, windowSize: Size) {
        self.rows = rows
        let height = Double(rows.count) * Self.rowHeight + 8
        let x = max(8, min(origin.x, windowSize.width - width - 8))
        let y = origin.y + height > windowSize.height - 8 ? max(8, origin.y - height) : origin.y
        frame = Rect(x: x, y: y, width: width, height: height)
    }

    /// A menu `width` wide under `anchor` (a control), or above it when there is no room below —
    /// as a menu of the status bar opens — kept inside a window of `windowSize`.
    init(rows: [Row], anchor: Rect, width: Double, windowSize: Size) {
        let height = Double(rows.count) * Self.rowHeight + 8
        let below = anchor.maxY + 4
        let y = below + height <= windowSize.height - 8 ? below : anchor.minY - 4 - height
        self.init(rows: rows, origin: Point(x: anchor.minX, y: max(8, y)), width: width, windowSize: windowSize)
    }

    /// The frame of a row.
    func rowFrame(_ row: Int) -> Rect {
        Rect(x: frame.minX + 4, y: frame.minY + 4 + Double(row) * Self.rowHeight, width: frame.width - 8, height: Self.rowHeight)
    }

    /// The row under a window point, if any.
    func row(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let row = Int((point.y - frame.minY - 4) / Self.rowHeight)
        return rows.indices.contains(row) ? row : nil
    }

    /// Draws the menu, `hovered` highlighted when it is enabled.
    func draw(hovered: Int?, palette: Palette, fonts: FontLibrary, measurer: TextMeasurer, into list: inout DrawList) {
        guard let face = try? fonts.face(.medium) else { return }
        list.append(.fill(frame.insetBy(dx: -1, dy: -1), color: palette.separator, cornerRadius: 9))
        list.append(.fill(frame, color: palette.bar, cornerRadius: 8))
        for (index, row) in rows.enumerated() {
            let box = rowFrame(index)
            let highlighted = index == hovered && row.isEnabled
            if highlighted { list.append(.fill(box, color: palette.tint, cornerRadius: 5)) }
            var color = highlighted ? palette.onAccent : palette.label
            if !row.isEnabled { color = color.withAlphaMultiplied(by: 0.4) }
            var shortcutWidth = 0.0
            if !row.shortcut.isEmpty {
                let shortcut = measurer.measure(row.shortcut, font: face, pointSize: 12)
                shortcutWidth = shortcut.width + 12
                let origin = Point(x: box.maxX - 8 - shortcut.width, y: box.midY - shortcut.height / 2)
                let shade = highlighted ? color : palette.secondaryLabel.withAlphaMultiplied(by: row.isEnabled ? 1 : 0.4)
                for run in shortcut.glyphRuns(at: origin, color: shade) { list.append(.text(run)) }
            }
            let text = measurer.measure(row.title, font: face, pointSize: 13, width: box.width - 30 - shortcutWidth, maxLines: 1)
            for run in text.glyphRuns(at: Point(x: box.minX + 24, y: box.midY - text.height / 2), color: color) { list.append(.text(run)) }
            if row.isOn {
                let tick = measurer.measure("✓", font: face, pointSize: 13)
                for run in tick.glyphRuns(at: Point(x: box.minX + 7, y: box.midY - tick.height / 2), color: color) { list.append(.text(run)) }
            }
        }
    }
}
