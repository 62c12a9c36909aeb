import AppSupport
import Audit
import Playground
import CollectionLayout
import CollectionView
import Foundation
import Pictures
import Rendering
import SceneFormat
import Typography

/// `audit --sheet OUT.png`: the variants that have findings side by side (four a row, the first
/// 24), each under its label and scrolled to its first finding's cell, every finding in view
/// outlined in red on its element with its number — the report's numbering — and below them a
/// legend of every finding of the variants shown.
package enum AuditSheet {
    /// Space around and between the pictures, in points.
    package static let gap = 16.0
    /// The height of a picture's label.
    package static let labelHeight = 28.0
    /// The legend's line height.
    package static let legendLine = 20.0
    /// How many variants a row.
    package static let columns = 4
    /// The most variants a sheet shows.
    package static let maximumVariants = 24


    /// The sheet of `report`'s findings, at one pixel a point.
    @MainActor
    package static func render(_ report: AuditReport, base: ViewOptions, scene: Scene) throws -> RGBAImage {
        let fonts = FontLibrary(directory: try ResourceLocator.fontsDirectory(override: base.fontsDirectory))
        try fonts.loadAll()
        let measurer = fonts.makeMeasurer()
        let labelFace = try fonts.face(.semibold), bodyFace = try fonts.face(.regular), badgeFace = try fonts.face(.bold)
        // The variants with findings, in report order, each with its findings' numbers.
        var variants: [(variant: AuditVariant, numbered: [(Int, AuditFinding)])] = []
        for (index, finding) in report.findings.enumerated() {
            if let last = variants.indices.last, variants[last].variant == finding.variant {
                variants[last].numbered.append((index + 1, finding))
            } else {
                variants.append((finding.variant, [(index + 1, finding)]))
            }
        }
        let shown = Array(variants.prefix(maximumVariants))
        let sceneFile = try base.sceneFilePath()
        var base = base
        // The audit said the scene's warnings already.
        base.writesWarnings = false
        var pictures: [DrawList] = []
        for entry in shown {
            let model = try AuditCommand.makeModel(entry.variant, base: base, scene: scene, sceneFile: sceneFile)
            // The picture shows the first finding's cell: scrolled to, unless it is in view at rest.
            let view = model.collectionView
            let rest = view.effectiveContentOffset
            let screen = Rect(origin: .zero, size: model.presentation.windowSize)
            if let first = entry.numbered.first(where: { $0.1.id != nil })?.1,
               !(first.frame.minY >= screen.minY && first.frame.maxY <= screen.maxY) {
                // A cell taller than the view shows its top (where most findings are), others their middle.
                view.scrollToItem(at: first.indexPath, at: first.frame.height > screen.height * 0.8 ? .top : .centeredVertically,
                                  animated: false)
                view.layoutIfNeeded()
            }
            let moved = view.effectiveContentOffset
            func shown(_ finding: AuditFinding) -> Rect {
                if finding.id != nil, let frame = model.windowFrame(ofItemAt: finding.indexPath) { return frame }
                return finding.frame.offsetBy(dx: rest.x - moved.x, dy: rest.y - moved.y)
            }
            model.setPixelScale(1)
            model.settlePictures()
            // Scrolled to the finding: the card under the pointer may be another.
            model.settleFrameState()
            var list = model.drawList()
            list.commands.insert(.fill(Rect(origin: .zero, size: list.size), color: list.background, cornerRadius: 0), at: 0)
            var badgesOn: [Rect: Int] = [:]
            for (number, original) in entry.numbered {
                var finding = original
                finding.frame = shown(original)
                guard finding.frame.maxY > 0, finding.frame.minY < screen.maxY, finding.frame.maxX > 0, finding.frame.minX < screen.maxX else { continue }
                list.append(.stroke(finding.frame.insetBy(dx: -1, dy: -1), color: AuditBadge.markColor, width: 2))
                let stacked = badgesOn[finding.frame, default: 0]
                badgesOn[finding.frame] = stacked + 1
                let text = measurer.measure("\(number)", font: badgeFace, pointSize: 11)
                // On the element's top leading corner (the window draws it there too), kept inside the picture.
                let badge = AuditBadge.frame(on: finding.frame, stacked: stacked, side: max(18, text.width + 8),
                                             rightToLeft: finding.variant.direction == LayoutDirection.rightToLeft.rawValue, within: screen)
                list.append(.fill(badge, color: AuditBadge.markColor, cornerRadius: 9))
                for run in text.glyphRuns(at: Point(x: badge.midX - text.width / 2, y: badge.midY - text.height / 2), color: Color(hex: 0xFFFFFF)) {
                    list.append(.text(run))
                }
            }
            pictures.append(list)
        }
        // The grid: columns as wide as their widest picture, rows as tall as their tallest.
        let rows = stride(from: 0, to: pictures.count, by: columns).map { Array($0..<min($0 + columns, pictures.count)) }
        let columnWidths = (0..<min(columns, pictures.count)).map { column in
            rows.compactMap { $0.count > column ? pictures[$0[column]].size.width : nil }.max() ?? 0
        }
        let rowHeights = rows.map { row in row.map { pictures[$0].size.height }.max() ?? 0 }
        var legend = report.findings.enumerated().filter { $0.offset < (shown.last?.numbered.last?.0 ?? 0) }.map { index, finding in
            "\(index + 1). \(finding.kind.rawValue) — \(finding.variant.label) — \(AuditReport.element(finding)) — \(AuditReport.evidence(finding))"
        }
        if variants.count > shown.count {
            legend.append("… and \(report.findings.count - legend.count) more findings in \(variants.count - shown.count) more variants (see the report)")
        }
        if legend.isEmpty { legend = ["\(report.sceneName): \(report.variantCount) variants, nothing found"] }
        let legendWidth = legend.map { measurer.measure($0, font: bodyFace, pointSize: 13).width }.max() ?? 0
        let width = max(gap + columnWidths.reduce(0) { $0 + $1 + gap }, min(2400, legendWidth + 2 * gap))
        let gridHeight = rowHeights.reduce(0) { $0 + labelHeight + $1 + gap }
        let height = gap + gridHeight + Double(legend.count) * legendLine + gap
        let total = Size(width: width.rounded(.up), height: height.rounded(.up))
        let pixels = FrameBudget.pixelSize(of: total, scale: 1)
        try FrameBudget.check(width: pixels.width, height: pixels.height, subject: "the audit's sheet",
                              asked: FrameBudget.describe(total, scale: 1), remedy: "audit fewer variants")
        var sheet = DrawList(size: total, background: Color(hex: 0xFFFFFF))
        let ink = Color(hex: 0x1C1C1E)
        var y = gap
        for (rowIndex, row) in rows.enumerated() {
            var x = gap
            for (column, index) in row.enumerated() {
                let label = measurer.measure(shown[index].variant.label, font: labelFace, pointSize: 13, width: columnWidths[column], maxLines: 1)
                for run in label.glyphRuns(at: Point(x: x, y: y + 6), color: ink) { sheet.append(.text(run)) }
                let picture = pictures[index]
                let origin = Point(x: x, y: y + labelHeight)
                sheet.append(.pushClip(Rect(origin: origin, size: picture.size)))
                sheet.commands += picture.commands.map { $0.scaled(by: 1, offset: origin) }
                sheet.append(.popClip)
                sheet.append(.stroke(Rect(origin: origin, size: picture.size).insetBy(dx: -1, dy: -1), color: Color(hex: 0xC7C7CC), width: 1))
                x += columnWidths[column] + gap
            }
            y += labelHeight + rowHeights[rowIndex] + gap
        }
        for line in legend {
            let text = measurer.measure(line, font: bodyFace, pointSize: 13, width: total.width - 2 * gap, maxLines: 1)
            for run in text.glyphRuns(at: Point(x: gap, y: y), color: ink) { sheet.append(.text(run)) }
            y += legendLine
        }
        let canvas = try OffscreenCanvas(pixelWidth: pixels.width, pixelHeight: pixels.height, fonts: fonts)
        return canvas.render(sheet, scale: 1)
    }
}
