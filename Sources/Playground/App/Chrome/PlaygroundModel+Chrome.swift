import CollectionLayout
import CollectionView
import Foundation
import Typography

/// What the window shows around the collection (`Chrome`): the toolbar and the status bar, their menus and tooltips,
/// a watched scene's error, and the toast — each drawn by its own type.
extension PlaygroundModel {
    /// Shows a short message at the bottom of the window.
    public func showToast(_ message: String) {
        chrome.show(Toast(message, at: time))
    }

    /// The next moment the chrome changes with no input and no animation — a tooltip due to show
    /// under the control the pointer rests on, a toast due to go — so the window draws a frame then.
    public var nextChromeChange: Double? {
        let toastEnd = chrome.toast.map(\.until).flatMap { $0 > time ? $0 : nil }
        return [chrome.toolbar.tooltipDue(after: time), toastEnd].compactMap { $0 }.min()
    }

    func drawChrome(into list: inout DrawList) {
        let controls = toolbarControls
        let painter = ToolbarPainter(windowSize: presentation.windowSize, palette: palette, fonts: fonts, measurer: measurer)
        painter.draw(controls, categoryIndex: presentation.category.index, hovered: chrome.toolbar.hovered?.index, pressed: chrome.toolbar.pressed,
                     into: &list)
        drawDeviceMenu(into: &list)
        drawOverflowMenu(into: &list)
        drawContextMenu(into: &list)
        if let hovered = chrome.toolbar.tooltipIndex(at: time), controls.indices.contains(hovered) {
            painter.drawTooltip(controls[hovered], into: &list)
        }
        if let fileError = document.fileError, let face = try? fonts.face(.medium) {
            // A broken edit of a watched scene: the error over the last good scene.
            let text = measurer.measure(fileError, font: face, pointSize: 13, width: max(40, presentation.windowSize.width - 48), maxLines: 3)
            let box = Rect(x: 12, y: presentation.toolbarHeight + 8, width: presentation.windowSize.width - 24, height: text.height + 16)
            list.append(.fill(box, color: Color(hex: 0xFF3B30).withAlphaMultiplied(by: 0.95), cornerRadius: 8))
            for run in text.glyphRuns(at: Point(x: box.minX + 12, y: box.minY + 8), color: palette.onAccent) { list.append(.text(run)) }
        }
        if let toast = chrome.toast, toast.isShown(at: time) {
            toast.draw(windowSize: presentation.windowSize, palette: palette, fonts: fonts, measurer: measurer, into: &list)
        }
    }
}
