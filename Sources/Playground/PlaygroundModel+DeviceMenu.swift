import CollectionLayout
import CollectionView
import Typography

/// The toolbar's device menu: a list under the Device control — the free window, then every
/// preset, the current one ticked — that a click chooses from; a click anywhere else or Escape
/// closes it.
extension PlaygroundModel {
    /// A row's height in the menu.
    static let deviceMenuRowHeight = 28.0

    /// The menu's rows: nil for the free window, then each preset.
    var deviceMenuEntries: [DevicePreset?] { [nil] + DevicePreset.all.map { Optional($0) } }

    /// The menu's frame, under the Device control, kept inside the window.
    var deviceMenuFrame: Rect? {
        // Under the Device control, or under "⋯" when Device is in the overflow menu.
        let controls = toolbarControls
        guard isDeviceMenuOpen, let control = controls.first(where: { $0.action == .device }) ?? controls.first(where: { $0.action == .more })
        else { return nil }
        let width = 200.0, height = Double(deviceMenuEntries.count) * Self.deviceMenuRowHeight + 8
        return Rect(x: min(control.frame.minX, windowSize.width - width - 8), y: control.frame.maxY + 4, width: width, height: height)
    }

    /// The row under a window point, if the menu is open and the point is on a row.
    func deviceMenuRow(at point: Point) -> Int? {
        guard let frame = deviceMenuFrame, frame.contains(point) else { return nil }
        let row = Int((point.y - frame.minY - 4) / Self.deviceMenuRowHeight)
        return deviceMenuEntries.indices.contains(row) ? row : nil
    }

    /// A click while the menu is open: a row chooses its device; anywhere else closes the menu.
    /// Returns whether the menu took the click.
    func deviceMenuClick(at point: Point) -> Bool {
        guard isDeviceMenuOpen else { return false }
        let row = deviceMenuRow(at: point)
        isDeviceMenuOpen = false
        if let row {
            setDevice(deviceMenuEntries[row], orientation: orientation, animated: true)
        }
        return true
    }

    /// Draws the open menu: a panel, one row per entry, the current one ticked, the hovered one tinted.
    func drawDeviceMenu(into list: inout DrawList) {
        guard let frame = deviceMenuFrame, let face = try? fonts.face(.medium) else { return }
        let palette = palette
        list.append(.fill(frame.insetBy(dx: -1, dy: -1), color: palette.separator, cornerRadius: 9))
        list.append(.fill(frame, color: palette.bar, cornerRadius: 8))
        let hovered = lastPointer.flatMap { deviceMenuRow(at: $0) }
        for (row, entry) in deviceMenuEntries.enumerated() {
            let rowFrame = Rect(x: frame.minX + 4, y: frame.minY + 4 + Double(row) * Self.deviceMenuRowHeight,
                                width: frame.width - 8, height: Self.deviceMenuRowHeight)
            if row == hovered { list.append(.fill(rowFrame, color: palette.tint, cornerRadius: 5)) }
            let color = row == hovered ? palette.onAccent : palette.label
            let text = measurer.measure(entry?.name ?? "None (free window)", font: face, pointSize: 13)
            for run in text.glyphRuns(at: Point(x: rowFrame.minX + 24, y: rowFrame.midY - text.height / 2), color: color) {
                list.append(.text(run))
            }
            if entry == device {
                let tick = measurer.measure("✓", font: face, pointSize: 13)
                for run in tick.glyphRuns(at: Point(x: rowFrame.minX + 7, y: rowFrame.midY - tick.height / 2), color: color) {
                    list.append(.text(run))
                }
            }
        }
    }
}
