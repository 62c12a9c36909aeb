import AppSupport
import CardDrawing
import CellTemplate
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The redline spec: what an engineer needs to build the screen, drawn over it (`shot --spec`,
/// the M key) and written as tables (`dump --format markdown`).
extension PlaygroundModel {
    /// The redline colour (systemPink).
    static let redlineColor = Color(hex: 0xFF2D55)

    /// The measurements of what is on screen now.
    func redlineMeasurements() -> [RedlineMeasurement] {
        let shown = collectionView.presentationElements().map(\.attributes)
        var measurements = Redlines.measure(shown, viewWidth: collectionView.viewportSize.width) { [self] cell in
            guard let id = collectionView.data.itemID(at: cell.indexPath), let item = data.content.item(id) else { return nil }
            if let template = item.cellTemplate { return templateRedlineText(item, template: template, size: cell.size) }
            guard let card = cells.painter.cardContent(of: item, frame: cell.frame) else { return nil }
            let baseline = card.textOrigin.y + (card.title?.lines.first?.baseline ?? card.subtitle?.lines.first?.baseline ?? 0)
            var notes: [String] = []
            if card.title != nil, let face = try? fonts.face(for: .headline) {
                notes.append("\(face.name) \(JSONWriter.format(TextStyle.headline.pointSize(for: presentation.category))) pt (headline)")
            }
            if card.subtitle != nil, let face = try? fonts.face(for: .subheadline) {
                notes.append("\(face.name) \(JSONWriter.format(TextStyle.subheadline.pointSize(for: presentation.category))) pt (subheadline)")
            }
            return (baseline, notes)
        }
        // A template cell: its stacks' paddings and spacings, on the first such cell of the first section shown.
        let shownCells = shown.filter { $0.category == .cell && $0.alpha > 0.01 && $0.transform3D.isIdentity }
        let section = shownCells.map(\.indexPath.section).min()
        for cell in shownCells.filter({ $0.indexPath.section == section }).sorted(by: { $0.indexPath.item < $1.indexPath.item }) {
            guard let id = collectionView.data.itemID(at: cell.indexPath), let item = data.content.item(id),
                  let template = item.cellTemplate else { continue }
            let layout = self.cells.painter.templateLayout(of: item, template: template, size: cell.size)
            measurements += TemplateRedlines.measure(layout, origin: cell.frame.origin, direction: collectionView.effectiveUserInterfaceLayoutDirection)
            break
        }
        return measurements
    }

    /// A template cell's first text baseline from its top and the fonts of its texts (each style once).
    private func templateRedlineText(_ item: SceneItem, template: CellNode, size: Size) -> (baseline: Double, fonts: [String])? {
        let layout = cells.painter.templateLayout(of: item, template: template, size: size)
        var baseline: Double?
        var notes: [String] = []
        for placed in layout.nodes {
            guard case .text(let text) = placed.node.kind else { continue }
            if baseline == nil { baseline = placed.firstBaseline }
            guard let face = try? fonts.contentFace(text.shownWeight) else { continue }
            let note = "\(face.name) \(JSONWriter.format(text.style.pointSize(for: presentation.category))) pt (\(text.style.rawValue))"
            if !notes.contains(note) { notes.append(note) }
        }
        return baseline.map { ($0, notes) }
    }

    /// The measurements as Markdown tables (`dump --format markdown`).
    public func redlineMarkdown() -> String {
        Redlines.markdown(redlineMeasurements(), title: "Redlines: \(document.scene.name), \(presentation.layoutKind.rawValue) layout, text size \(presentation.category.rawValue)")
    }

    /// Draws each measurement: a dimension line with end ticks and its value in a pill, pills
    /// moved along until they overlap no other.
    func drawRedlines(into list: inout DrawList) {
        guard let face = try? fonts.face(.semibold) else { return }
        let frame = collectionFrame
        var placed: [Rect] = []
        let measurements = redlineMeasurements()
        let fontCount = measurements.filter { $0.kind == .font }.count
        var fontsPlaced = 0
        list.append(.pushClip(frame))
        for measurement in measurements {
            let from = collectionView.windowPoint(forContentPoint: measurement.from, collectionFrame: frame)
            let to = collectionView.windowPoint(forContentPoint: measurement.to, collectionFrame: frame)
            let vertical = abs(to.y - from.y) > abs(to.x - from.x)
            let color = Self.redlineColor
            for (start, end) in measurement.guides {
                let a = collectionView.windowPoint(forContentPoint: start, collectionFrame: frame)
                let b = collectionView.windowPoint(forContentPoint: end, collectionFrame: frame)
                list.append(.fill(Rect(x: a.x, y: a.y - 0.5, width: b.x - a.x, height: 1), color: color.withAlphaMultiplied(by: 0.35),
                                  cornerRadius: 0))
            }
            if measurement.kind != .font {
                if vertical {
                    list.append(.fill(Rect(x: from.x - 0.5, y: from.y, width: 1, height: to.y - from.y), color: color, cornerRadius: 0))
                    for y in [from.y, to.y - 1] { list.append(.fill(Rect(x: from.x - 4, y: y, width: 8, height: 1), color: color, cornerRadius: 0)) }
                } else {
                    list.append(.fill(Rect(x: from.x, y: from.y - 0.5, width: to.x - from.x, height: 1), color: color, cornerRadius: 0))
                    for x in [from.x, to.x - 1] { list.append(.fill(Rect(x: x, y: from.y - 4, width: 1, height: 8), color: color, cornerRadius: 0)) }
                }
            }
            let label = measurement.kind == .font ? "\(measurement.name): \(measurement.label)" : measurement.label
            let text = measurer.measure(label, font: face, pointSize: 11)
            var pill = Rect(x: 0, y: 0, width: text.width + 8, height: text.height + 2)
            if measurement.kind == .font {
                // Fonts form a legend in the collection's bottom-left corner, over whatever is there.
                pill.origin = Point(x: frame.minX + 12, y: frame.maxY - 12 - Double(fontCount - fontsPlaced) * (pill.height + 4))
                fontsPlaced += 1
            } else if vertical {
                pill.origin = Point(x: from.x + 5, y: (from.y + to.y) / 2 - pill.height / 2)
            } else if measurement.kind == .size {
                // An item's size sits under its bottom edge, clear of its content.
                pill.origin = Point(x: (from.x + to.x) / 2 - pill.width / 2, y: from.y + 3)
            } else {
                pill.origin = Point(x: (from.x + to.x) / 2 - pill.width / 2, y: from.y - pill.height - 3)
            }
            // Inside the collection, then moved along (down for vertical lines' labels and sizes, up for horizontal ones) until free.
            pill.origin.x = min(max(frame.minX + 2, pill.minX), frame.maxX - pill.width - 2)
            var tries = 0
            while measurement.kind != .font, placed.contains(where: { $0.intersects(pill.insetBy(dx: -1, dy: -1)) }) && tries < 20 {
                pill.origin.y += (vertical || measurement.kind == .font || measurement.kind == .size) ? pill.height + 2 : -(pill.height + 2)
                tries += 1
            }
            placed.append(pill)
            list.append(.fill(pill, color: color, cornerRadius: 4))
            for run in text.glyphRuns(at: Point(x: pill.minX + 4, y: pill.minY + 1), color: Color(hex: 0xFFFFFF)) { list.append(.text(run)) }
        }
        list.append(.popClip)
    }
}
