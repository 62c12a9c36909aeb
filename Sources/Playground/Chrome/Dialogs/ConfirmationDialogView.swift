import CardDrawing
import CollectionLayout
import CollectionView
import Typography

/// Draws a confirmation dialog: the dimmed window and a `ModalPanel` with the question, a line
/// under it and the buttons, the default one filled with the accent colour.
@MainActor
struct ConfirmationDialogView {
    /// The dialog drawn.
    var dialog: ConfirmationDialog
    /// The window's size.
    var windowSize: Size

    /// Draws it into `list`.
    func draw(palette: Palette, isDark: Bool, fonts: FontLibrary, measurer: TextMeasurer, into list: inout DrawList) {
        guard let regular = try? fonts.face(.regular), let semibold = try? fonts.face(.semibold) else { return }
        let panel = dialog.panel(in: windowSize)
        ModalPanel.drawBackdrop(panel, windowSize: windowSize, palette: palette, isDark: isDark, into: &list)
        list.append(.pushClip(panel))
        let inner = panel.insetBy(dx: 20, dy: 18)
        let title = measurer.measure(dialog.title, font: semibold, pointSize: 15, width: inner.width, maxLines: 2)
        for run in title.glyphRuns(at: Point(x: inner.minX, y: inner.minY), color: palette.label) { list.append(.text(run)) }
        let message = measurer.measure(dialog.message, font: regular, pointSize: 12, width: inner.width, maxLines: 2)
        for run in message.glyphRuns(at: Point(x: inner.minX, y: inner.minY + title.height + 8), color: palette.secondaryLabel) {
            list.append(.text(run))
        }
        for (button, frame) in zip(dialog.buttons, dialog.buttonFrames(in: windowSize)) {
            let isDefault = button.choice == dialog.returnChoice
            list.append(.fill(frame.insetBy(dx: -1, dy: -1), color: palette.separator, cornerRadius: 7))
            list.append(.fill(frame, color: isDefault ? palette.tint : palette.controlFill, cornerRadius: 6))
            let label = measurer.measure(button.label, font: isDefault ? semibold : regular, pointSize: 13, width: frame.width - 8, maxLines: 1)
            let origin = Point(x: frame.midX - label.width / 2, y: frame.midY - label.height / 2)
            for run in label.glyphRuns(at: origin, color: isDefault ? palette.onAccent : palette.label) { list.append(.text(run)) }
        }
        list.append(.popClip)
    }
}
