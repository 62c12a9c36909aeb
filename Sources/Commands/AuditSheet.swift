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

/// `audit --sheet OUT.png`: the variants that have findings (the first 24), three a row, each
/// under its label, scaled to a panel (`AuditPictures`) and scrolled to its first finding's
/// cell, every finding in view outlined in red with its problem's number — the report's
/// numbering — and under each picture its own legend, wrapped to the panel's width at 13
/// points, so that the sheet reads at 100 % zoom (about 1,500 pixels wide).
package enum AuditSheet {
    /// Space around and between the panels, in points.
    package static let gap = 16.0
    /// The size of the labels' and legends' text.
    package static let textSize = 13.0
    /// How many panels a row.
    package static let columns = 3
    /// The most variants a sheet shows.
    package static let maximumVariants = 24

    /// One panel of a sheet or page: a label above a picture, a legend below it.
    package struct Panel {
        /// The variant's label.
        var label: String
        /// The picture, drawn from its origin.
        var picture: DrawList
        /// The legend's lines, each wrapped to the panel's width.
        var legend: [String]
    }

    /// The sheet of `report`'s findings, at one pixel a point.
    @MainActor
    package static func render(_ report: AuditReport, pictures: AuditPictures) throws -> RGBAImage {
        let groups = report.groups
        // Each variant with findings, in report order, with its findings' problem numbers.
        var order: [AuditVariant] = []
        var numbered: [AuditVariant: [(number: Int, finding: AuditFinding)]] = [:]
        for finding in report.findings where numbered[finding.variant] == nil {
            order.append(finding.variant)
            numbered[finding.variant] = []
        }
        for (index, group) in groups.enumerated() {
            for finding in group.findings { numbered[finding.variant, default: []].append((index + 1, finding)) }
        }
        let shown = order.prefix(maximumVariants)
        var panels: [Panel] = []
        for variant in shown {
            let marked = numbered[variant] ?? []
            var seen = Set<Int>()
            let legend = marked.filter { seen.insert($0.number).inserted }.map { number, finding in
                "\(number). \(finding.kind.rawValue) \(AuditReport.element(finding)) — \(AuditReport.evidence(finding))"
            }
            panels.append(Panel(label: variant.label, picture: try pictures.panel(variant, marked: marked), legend: legend))
        }
        let variants = "\(report.variantCount) variant\(report.variantCount == 1 ? "" : "s")"
        var title = ["\(report.sceneName): \(variants), \(groups.count) problem\(groups.count == 1 ? "" : "s")"]
        if order.count > shown.count {
            title.append("The first \(shown.count) of \(order.count) variants with findings (the report lists them all).")
        }
        if panels.isEmpty { title = ["\(report.sceneName): \(variants), nothing found"] }
        return try compose(title: title, panels: panels, pictures: pictures, subject: "the audit's sheet")
    }

    /// `panels` three a row under `title` (its first line larger), on white, at one pixel a point.
    @MainActor
    package static func compose(title: [String], panels: [Panel], pictures: AuditPictures, subject: String) throws -> RGBAImage {
        let measurer = pictures.measurer
        let titleFace = try pictures.fonts.face(.semibold), bodyFace = try pictures.fonts.face(.regular)
        let columnCount = max(1, min(columns, panels.count))
        let width = gap + Double(columnCount) * (AuditPictures.panelWidth + gap)
        let textWidth = AuditPictures.panelWidth
        func layout(_ text: String, _ face: FontFace, _ size: Double, _ width: Double) -> TextLayout {
            measurer.measure(text, font: face, pointSize: size, width: width)
        }
        let titleLayouts = title.enumerated().map { index, line in
            layout(line, index == 0 ? titleFace : bodyFace, index == 0 ? 17 : textSize, width - 2 * gap)
        }
        // Each panel's label, picture and legend, measured; rows as tall as their tallest panel.
        let laidOut = panels.map { panel in
            (label: layout(panel.label, titleFace, textSize, textWidth), picture: panel.picture,
             legend: panel.legend.map { layout($0, bodyFace, textSize, textWidth) })
        }
        func height(_ panel: (label: TextLayout, picture: DrawList, legend: [TextLayout])) -> Double {
            panel.label.height + 6 + panel.picture.size.height + (panel.legend.isEmpty ? 0 : 8 + panel.legend.reduce(0) { $0 + $1.height + 4 })
        }
        let rows = stride(from: 0, to: laidOut.count, by: columnCount).map { Array($0..<min($0 + columnCount, laidOut.count)) }
        let rowHeights = rows.map { row in row.map { height(laidOut[$0]) }.max() ?? 0 }
        let titleHeight = titleLayouts.reduce(0) { $0 + $1.height + 4 }
        let total = Size(width: width.rounded(.up),
                         height: (gap + titleHeight + gap + rowHeights.reduce(0) { $0 + $1 + 2 * gap }).rounded(.up))
        let pixels = FrameBudget.pixelSize(of: total, scale: 1)
        try FrameBudget.check(width: pixels.width, height: pixels.height, subject: subject,
                              asked: FrameBudget.describe(total, scale: 1), remedy: "audit fewer variants")
        var sheet = DrawList(size: total, background: Color(hex: 0xFFFFFF))
        sheet.append(.fill(Rect(origin: .zero, size: total), color: Color(hex: 0xFFFFFF), cornerRadius: 0))
        let ink = Color(hex: 0x1C1C1E), secondary = Color(hex: 0x3C3C43)
        var y = gap
        for (index, text) in titleLayouts.enumerated() {
            for run in text.glyphRuns(at: Point(x: gap, y: y), color: index == 0 ? ink : secondary) { sheet.append(.text(run)) }
            y += text.height + 4
        }
        y += gap
        for (rowIndex, row) in rows.enumerated() {
            for (column, index) in row.enumerated() {
                let panel = laidOut[index]
                let x = gap + Double(column) * (AuditPictures.panelWidth + gap)
                var top = y
                for run in panel.label.glyphRuns(at: Point(x: x, y: top), color: ink) { sheet.append(.text(run)) }
                top += panel.label.height + 6
                let frame = Rect(origin: Point(x: x, y: top), size: panel.picture.size)
                sheet.append(.pushClip(frame))
                sheet.commands += panel.picture.commands.map { $0.scaled(by: 1, offset: frame.origin) }
                sheet.append(.popClip)
                sheet.append(.stroke(frame.insetBy(dx: -1, dy: -1), color: Color(hex: 0xC7C7CC), width: 1))
                top = frame.maxY + 8
                for line in panel.legend {
                    for run in line.glyphRuns(at: Point(x: x, y: top), color: ink) { sheet.append(.text(run)) }
                    top += line.height + 4
                }
            }
            y += rowHeights[rowIndex] + 2 * gap
        }
        let canvas = try OffscreenCanvas(pixelWidth: pixels.width, pixelHeight: pixels.height, fonts: pictures.fonts)
        return canvas.render(sheet, scale: 1)
    }
}
