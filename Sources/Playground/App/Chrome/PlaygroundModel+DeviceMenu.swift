import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The device menu: a list over the status bar's device — the free window, then every
/// preset, the current one ticked — that a click chooses from; a click anywhere else or Escape
/// closes it.
extension PlaygroundModel {
    /// The menu's rows: nil for the free window, then each preset.
    var deviceMenuEntries: [DevicePreset?] { [nil] + DevicePreset.all.map { Optional($0) } }

    /// The open menu: a row per entry, the current one ticked, under the Device control (or under
    /// "⋯" when Device is in the overflow menu), kept inside the window.
    var deviceMenu: PopupMenu? {
        // Closed (nearly always): no toolbar laid out to find where it would hang.
        guard chrome.isDeviceMenuOpen else { return nil }
        let controls = toolbarControls
        guard let control = controls.first(where: { $0.action == .device }) ?? controls.first(where: { $0.action == .more })
        else { return nil }
        let rows = deviceMenuEntries.map { PopupMenu.Row(title: $0?.name ?? "None (free window)", isOn: $0 == presentation.device) }
        return PopupMenu(rows: rows, anchor: control.frame, width: 200, windowSize: presentation.windowSize)
    }

    /// The menu's frame, while it is open.
    var deviceMenuFrame: Rect? { deviceMenu?.frame }

    /// The row under a window point, if the menu is open and the point is on a row.
    func deviceMenuRow(at point: Point) -> Int? { deviceMenu?.row(at: point) }

    /// A click while the menu is open: a row chooses its device; anywhere else closes the menu.
    func deviceMenuClick(at point: Point) {
        guard chrome.isDeviceMenuOpen else { return }
        let row = deviceMenuRow(at: point)
        chrome.closeDeviceMenu()
        if let row {
            apply(.setDevice(deviceMenuEntries[row], orientation: presentation.orientation, animated: true))
        }
    }

    /// Draws the open menu.
    func drawDeviceMenu(into list: inout DrawList) {
        guard let menu = deviceMenu else { return }
        menu.draw(hovered: interactions.lastPointer.flatMap { menu.row(at: $0) }, palette: palette, fonts: fonts, measurer: measurer, into: &list)
    }
}
