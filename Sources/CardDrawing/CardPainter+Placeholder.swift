import CollectionLayout
import CollectionView
import Foundation
import Typography

/// A grid section's placeholder: the loading indicator, or a title, a message and a button.
extension CardPainter {
    /// A placeholder: the loading indicator turning, or a title, a message and a button, centred.
    package func paintPlaceholder(_ placeholder: DataSourcePlaceholder, frame: Rect, alpha: Double, into list: inout DrawList) {
        if placeholder.showsActivityIndicator {
            paintActivityIndicator(center: Point(x: frame.midX, y: frame.minY + min(frame.height / 2, 120)), alpha: alpha, into: &list)
            return
        }
        let width = min(frame.width - 48, 440)
        var y = frame.minY + 48
        func line(_ text: String?, style: TextStyle, weight: FontWeight, color: Color) {
            guard let text, !text.isEmpty, let face = try? fonts.systemFace(weight) else { return }
            let layout = measurer.measure(text, font: face, pointSize: style.pointSize(for: category), width: max(1, width))
            let origin = Point(x: frame.midX - width / 2, y: y)
            for run in layout.glyphRuns(at: origin, color: color.withAlphaMultiplied(by: alpha), boxWidth: width,
                                        layoutDirection: layoutDirection, centred: true) {
                list.append(.text(run))
            }
            y += layout.height + 10
        }
        line(placeholder.title, style: .title2, weight: .bold, color: palette.secondaryLabel)
        line(placeholder.message, style: .body, weight: .regular, color: palette.secondaryLabel)
        if let button = placeholder.buttonTitle, let face = try? fonts.systemFace(.semibold) {
            let text = measurer.measure(button, font: face, pointSize: TextStyle.body.pointSize(for: category), maxLines: 1)
            let box = Rect(x: frame.midX - text.width / 2 - 16, y: y + 6, width: text.width + 32, height: text.height + 14)
            list.append(.fill(box, color: palette.tint.withAlphaMultiplied(by: alpha), cornerRadius: box.height / 2))
            for run in text.glyphRuns(at: Point(x: box.minX + 16, y: box.minY + 7), color: palette.onAccent.withAlphaMultiplied(by: alpha)) {
                list.append(.text(run))
            }
        }
    }

    /// Twelve spokes around a centre, the brightest one turning a step a twelfth of a second.
    private func paintActivityIndicator(center: Point, alpha: Double, into list: inout DrawList) {
        let spokes = 12
        for spoke in 0..<spokes {
            let angle = Double(spoke) / Double(spokes) * 2 * Double.pi
            let fade = Double((spoke - spinnerPhase + spokes) % spokes) / Double(spokes)
            let radius = 14.0, length = 8.0, width = 3.0
            let x = center.x + sin(angle) * radius, y = center.y - cos(angle) * radius
            // Each spoke a short rounded bar, drawn as dots along its length (the renderer fills rects).
            for step in 0..<4 {
                let d = length * Double(step) / 3
                let px = x + sin(angle) * d, py = y - cos(angle) * d
                list.append(.fill(Rect(x: px - width / 2, y: py - width / 2, width: width, height: width),
                                  color: palette.secondaryLabel.withAlphaMultiplied(by: alpha * (0.25 + 0.75 * (1 - fade))),
                                  cornerRadius: width / 2))
            }
        }
    }
}
