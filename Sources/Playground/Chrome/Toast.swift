import CardDrawing
import CollectionLayout
import CollectionView
import Typography

/// Owns a short message at the bottom of the window and the moment it goes.
struct Toast {
    /// How long a toast stays.
    static let duration = 2.5

    /// What it says.
    var message: String
    /// When it goes, on the model's clock.
    var until: Double

    /// A toast saying `message` from `time` for `duration`.
    init(_ message: String, at time: Double) {
        self.message = message
        until = time + Self.duration
    }

    /// Whether it is still shown at `time`.
    func isShown(at time: Double) -> Bool { time < until }

    /// Draws the toast: one line in a dark pill, centred 40 points above the window's bottom.
    @MainActor func draw(windowSize: Size, palette: Palette, fonts: FontLibrary, measurer: TextMeasurer, into list: inout DrawList) {
        guard let face = try? fonts.face(.medium) else { return }
        let text = measurer.measure(message, font: face, pointSize: 14, width: max(40, windowSize.width - 80), maxLines: 1)
        let box = Rect(x: (windowSize.width - text.width) / 2 - 16, y: windowSize.height - text.height - 40,
                       width: text.width + 32, height: text.height + 16)
        list.append(.fill(box, color: Color(hex: 0x2C2C2E).withAlphaMultiplied(by: 0.92), cornerRadius: box.height / 2))
        for run in text.glyphRuns(at: Point(x: box.minX + 16, y: box.minY + 8), color: palette.onAccent) { list.append(.text(run)) }
    }
}
