import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import LayoutSource
import Typography

/// The debug overlay (key D): every element's frame and index path, the frame time and reuse
/// counts, and the selected cell's layout attributes.
extension PlaygroundModel {
    /// The debug overlay: every element's frame and index path, the frame time, and — for a
    /// selected cell — its layout attributes.
    func drawOverlay(into list: inout DrawList) {
        guard let face = try? fonts.face(.medium) else { return }
        let frame = collectionFrame
        list.append(.pushClip(frame))
        let overlay = Color(red: 255, green: 45, blue: 85)
        for element in collectionView.presentationElements() {
            let attributes = element.attributes
            let box = collectionView.windowFrame(for: attributes, collectionFrame: frame)
            list.append(.stroke(box, color: overlay.withAlphaMultiplied(by: 0.8), width: 1))
            let label = "\(attributes.indexPath.section).\(attributes.indexPath.item)"
                + (attributes.category == .cell ? "" : " \(attributes.kind ?? "")")
            let text = measurer.measure(label, font: face, pointSize: 10)
            let tag = Rect(x: box.maxX - text.width - 6, y: box.minY + 1, width: text.width + 5, height: text.height + 2)
            list.append(.fill(tag, color: overlay.withAlphaMultiplied(by: 0.85), cornerRadius: 3))
            for run in text.glyphRuns(at: Point(x: tag.minX + 2.5, y: tag.minY + 1), color: palette.onAccent) { list.append(.text(run)) }
        }
        list.append(.popClip)
        let timing = host.lastFrameTime.map { String(format: "%.0f fps · %.1f ms", 1 / max($0, 1e-6), $0 * 1000) } ?? "simulated clock"
        var line = "\(timing) · \(collectionView.presentationElements().count) elements · t = \(String(format: "%.2f", time)) s"
        if swipeState != .nothing || collectionView.layout is GridLayout {
            line += " · swipe: \(swipeState)\(swipedItemID.map { " (\($0))" } ?? "")"
        }
        // Reuse made visible: live views, idle ones by reuse identifier, made and reused since the scene opened.
        let reuse = collectionView.reuse
        let queued = reuse.queuedCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        line += "\nviews: \(reuse.liveViews.count) live · queued \(queued.isEmpty ? "none" : queued) · "
            + "created \(reuse.createdCount) · reused \(reuse.reusedCount)"
        let text = measurer.measure(line, font: face, pointSize: 11)
        let box = Rect(x: frame.maxX - text.width - 20, y: frame.minY + 8, width: text.width + 12, height: text.height + 8)
        list.append(.fill(box, color: Color(hex: 0x1C1C1E).withAlphaMultiplied(by: 0.8), cornerRadius: 5))
        for run in text.glyphRuns(at: Point(x: box.minX + 6, y: box.minY + 4), color: palette.onAccent) { list.append(.text(run)) }
        drawSelectedAttributes(into: &list, font: face)
    }

    private func drawSelectedAttributes(into list: inout DrawList, font: FontFace) {
        guard let path = collectionView.indexPathsForSelectedItems.first,
              let id = collectionView.data.itemID(at: path),
              let attributes = collectionView.presentationElements().first(where: { $0.identity == .cell(itemID: id) })
                  .map({ collectionView.effectiveAttributes($0.attributes) })
        else { return }
        func number(_ value: Double) -> String { JSONWriter.format(value) }
        let m = attributes.transform3D.m.map(number)
        let lines = [
            "\(id)  [\(path.section), \(path.item)]",
            "frame  \(number(attributes.frame.minX)), \(number(attributes.frame.minY)), \(number(attributes.size.width)) × \(number(attributes.size.height))",
            "alpha  \(number(attributes.alpha))   zIndex  \(attributes.zIndex)"
                + attributes.custom.named.map { "   \($0.name)  \(number($0.value))" }.joined()
                + ((collectionView.layout as? RemoteLayout)?.ownValues(of: attributes.elementKey) ?? []).map { "   \($0.name)  \($0.value.text)" }.joined(),
            "transform  \(m[0..<4].joined(separator: " "))",
            "           \(m[4..<8].joined(separator: " "))",
            "           \(m[8..<12].joined(separator: " "))",
            "           \(m[12..<16].joined(separator: " "))",
        ]
        let texts = lines.map { measurer.measure($0, font: font, pointSize: 11) }
        let width = (texts.map(\.width).max() ?? 0) + 20
        let height = texts.reduce(0) { $0 + $1.height } + 16
        let panel = Rect(x: collectionFrame.minX + 12, y: collectionFrame.maxY - height - 12, width: width, height: height)
        list.append(.fill(panel, color: Color(hex: 0x1C1C1E).withAlphaMultiplied(by: 0.85), cornerRadius: 8))
        var y = panel.minY + 8
        for text in texts {
            for run in text.glyphRuns(at: Point(x: panel.minX + 10, y: y), color: palette.onAccent) { list.append(.text(run)) }
            y += text.height
        }
    }
}
