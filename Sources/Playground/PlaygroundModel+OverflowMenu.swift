import CollectionLayout
import CollectionView
import Typography

/// The toolbar's overflow menu: the controls that do not fit a narrow window's bar, listed under
/// "⋯" with their shortcuts; a click performs one (a toggle shows a tick when on), a click
/// anywhere else or Escape closes the menu.
extension PlaygroundModel {
    /// A row's height in the menu.
    static let overflowMenuRowHeight = 28.0

    /// The menu's frame, under "⋯", kept inside the window.
    var overflowMenuFrame: Rect? {
        guard isOverflowMenuOpen, let control = toolbarControls.first(where: { $0.action == .more }) else { return nil }
        let rows = overflowControls.count
        let width = 320.0, height = Double(rows) * Self.overflowMenuRowHeight + 8
        return Rect(x: min(control.frame.minX, windowSize.width - width - 8), y: control.frame.maxY + 4, width: width, height: height)
    }

    /// The row under a window point, if the menu is open and the point is on a row.
    func overflowMenuRow(at point: Point) -> Int? {
        guard let frame = overflowMenuFrame, frame.contains(point) else { return nil }
        let row = Int((point.y - frame.minY - 4) / Self.overflowMenuRowHeight)
        return overflowControls.indices.contains(row) ? row : nil
    }

    /// A click while the menu is open: a row performs its control; anywhere else closes the menu.
    /// Returns whether the menu took the click.
    func overflowMenuClick(at point: Point) -> Bool {
        guard isOverflowMenuOpen else { return false }
        let controls = overflowControls
        let row = overflowMenuRow(at: point)
        isOverflowMenuOpen = false
        if let row, controls[row].isEnabled {
            // The text size has no room in a menu row: a click steps it up (the keys step either way).
            if controls[row].action == .textSize { stepCategory(by: 1) } else { perform(controls[row].action) }
        }
        return true
    }

    /// Draws the open menu: a panel, one row per control with its name (a tooltip's first words)
    /// and a tick when on.
    func drawOverflowMenu(into list: inout DrawList) {
        guard let frame = overflowMenuFrame, let face = try? fonts.face(.medium) else { return }
        let palette = palette
        list.append(.fill(frame.insetBy(dx: -1, dy: -1), color: palette.separator, cornerRadius: 9))
        list.append(.fill(frame, color: palette.bar, cornerRadius: 8))
        let hovered = lastPointer.flatMap { overflowMenuRow(at: $0) }
        for (row, control) in overflowControls.enumerated() {
            let rowFrame = Rect(x: frame.minX + 4, y: frame.minY + 4 + Double(row) * Self.overflowMenuRowHeight,
                                width: frame.width - 8, height: Self.overflowMenuRowHeight)
            if row == hovered && control.isEnabled { list.append(.fill(rowFrame, color: palette.tint, cornerRadius: 5)) }
            var color = row == hovered && control.isEnabled ? palette.onAccent : palette.label
            if !control.isEnabled { color = color.withAlphaMultiplied(by: 0.4) }
            let text = measurer.measure(control.tooltip, font: face, pointSize: 13, width: rowFrame.width - 30, maxLines: 1)
            for run in text.glyphRuns(at: Point(x: rowFrame.minX + 24, y: rowFrame.midY - text.height / 2), color: color) {
                list.append(.text(run))
            }
            if control.isOn {
                let tick = measurer.measure("✓", font: face, pointSize: 13)
                for run in tick.glyphRuns(at: Point(x: rowFrame.minX + 7, y: rowFrame.midY - tick.height / 2), color: color) {
                    list.append(.text(run))
                }
            }
        }
    }
}
