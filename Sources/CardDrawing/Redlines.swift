import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import Typography

/// Measures what an engineer needs to build the screen from the elements on it: for the first
/// section on screen, its leading, trailing, top and bottom insets, the spacing between items on
/// a line and between lines, an item's size, the header's and footer's heights, and for a text
/// card its first baseline and fonts. Values are the frames' own numbers, rounded to 0.1 point.
@MainActor
package enum Redlines {
    /// The measurements of the elements `attributes` (content coordinates) in a view `viewWidth`
    /// wide; `card` tells a cell's first baseline and fonts, if it has text.
    package static func measure(_ attributes: [LayoutAttributes], viewWidth: Double,
                        card: (LayoutAttributes) -> (baseline: Double, fonts: [String])?) -> [RedlineMeasurement] {
        let cells = attributes.filter { $0.category == .cell && $0.alpha > 0.01 && $0.transform3D.isIdentity }
        guard let section = cells.map(\.indexPath.section).min() else { return [] }
        let sectionCells = cells.filter { $0.indexPath.section == section }.sorted { $0.indexPath.item < $1.indexPath.item }
        let header = attributes.first { $0.category == .supplementary && $0.kind == ElementKind.header && $0.indexPath.section == section }
        let footer = attributes.first { $0.category == .supplementary && $0.kind == ElementKind.footer && $0.indexPath.section == section }
        var result: [RedlineMeasurement] = []
        func add(_ kind: RedlineMeasurement.Kind, _ name: String, from: Point, to: Point, vertical: Bool,
                 guides: [(Point, Point)] = []) {
            if let measurement = RedlineMeasurement.distance(kind, name, from: from, to: to, vertical: vertical, guides: guides) {
                result.append(measurement)
            }
        }
        let lines = Self.lines(of: sectionCells)
        guard let firstLine = lines.first, let first = firstLine.first, let last = firstLine.last else { return result }
        let lineTop = firstLine.map(\.frame.minY).min()!, lineBottom = firstLine.map(\.frame.maxY).max()!
        // Line measurements are drawn just inside the first column, with guides across the section
        // at the edges of the line boxes (items are centred in their lines, so a box's edge is its
        // tallest item's).
        let measureX = first.frame.minX + 12
        let sectionLeft = sectionCells.map(\.frame.minX).min()!, sectionRight = sectionCells.map(\.frame.maxX).max()!
        func across(_ y: Double) -> (Point, Point) { (Point(x: sectionLeft, y: y), Point(x: sectionRight, y: y)) }
        // Insets: the collection's edges to the first line, the header (or section start) above it.
        add(.inset, "section \(section) inset, leading", from: Point(x: 0, y: first.frame.midY), to: Point(x: first.frame.minX, y: first.frame.midY), vertical: false)
        add(.inset, "section \(section) inset, trailing", from: Point(x: last.frame.maxX, y: last.frame.midY),
            to: Point(x: viewWidth, y: last.frame.midY), vertical: false)
        if let header {
            add(.size, "section \(section) header height", from: Point(x: header.frame.maxX - 40, y: header.frame.minY),
                to: Point(x: header.frame.maxX - 40, y: header.frame.maxY), vertical: true)
            add(.inset, "section \(section) inset, top", from: Point(x: measureX, y: header.frame.maxY),
                to: Point(x: measureX, y: lineTop), vertical: true, guides: [across(header.frame.maxY), across(lineTop)])
        }
        // Spacing between the first line's first two items, and between the first two lines.
        if firstLine.count > 1 {
            let next = firstLine[1]
            add(.spacing, "inter-item spacing", from: Point(x: first.frame.maxX, y: first.frame.midY),
                to: Point(x: next.frame.minX, y: first.frame.midY), vertical: false)
        }
        if lines.count > 1 {
            let nextTop = lines[1].map(\.frame.minY).min()!
            add(.spacing, "line spacing", from: Point(x: measureX, y: lineBottom), to: Point(x: measureX, y: nextTop), vertical: true,
                guides: [across(lineBottom), across(nextTop)])
        }
        if let footer, let lastLine = lines.last, let lastItem = lastLine.first {
            add(.inset, "section \(section) inset, bottom", from: Point(x: lastItem.frame.midX, y: lastLine.map(\.frame.maxY).max()!),
                to: Point(x: lastItem.frame.midX, y: footer.frame.minY), vertical: true)
            add(.size, "section \(section) footer height", from: Point(x: footer.frame.minX + 8, y: footer.frame.minY),
                to: Point(x: footer.frame.minX + 8, y: footer.frame.maxY), vertical: true)
        }
        // The first item's size, on its bottom edge and its trailing edge.
        let width = (first.frame.width * 10).rounded() / 10, height = (first.frame.height * 10).rounded() / 10
        result.append(RedlineMeasurement(kind: .size, name: "item \(first.indexPath.item) size",
                                         label: "\(JSONWriter.format(width)) × \(JSONWriter.format(height))", value: width,
                                         from: Point(x: first.frame.minX, y: first.frame.maxY), to: Point(x: first.frame.maxX, y: first.frame.maxY)))
        // A text card: its first baseline and its fonts.
        var text: (LayoutAttributes, (baseline: Double, fonts: [String]))?
        for cell in sectionCells {
            if let info = card(cell) {
                text = (cell, info)
                break
            }
        }
        if let (cell, info) = text {
            add(.baseline, "first baseline from the card's top", from: Point(x: cell.frame.maxX - 10, y: cell.frame.minY),
                to: Point(x: cell.frame.maxX - 10, y: cell.frame.minY + info.baseline), vertical: true)
            for (index, font) in info.fonts.enumerated() {
                let at = Point(x: cell.frame.minX + 12, y: cell.frame.maxY + 22 + Double(index) * 18)
                result.append(RedlineMeasurement(kind: .font, name: index == 0 ? "title font" : "subtitle font", label: font, value: 0,
                                                 from: at, to: at))
            }
        }
        return result
    }

    /// Cells grouped into lines: cells whose vertical extents overlap share a line.
    package static func lines(of cells: [LayoutAttributes]) -> [[LayoutAttributes]] {
        var lines: [[LayoutAttributes]] = []
        var bottom = -Double.infinity
        for cell in cells {
            if let last = lines.last, !last.isEmpty, cell.frame.minY < bottom - 0.5 {
                lines[lines.count - 1].append(cell)
                bottom = max(bottom, cell.frame.maxY)
            } else {
                lines.append([cell])
                bottom = cell.frame.maxY
            }
        }
        return lines.map { $0.sorted { $0.frame.minX < $1.frame.minX } }
    }

    /// The measurements as a Markdown table.
    package static func markdown(_ measurements: [RedlineMeasurement], title: String) -> String {
        var text = "# \(title)\n\n| measurement | points |\n|---|---|\n"
        for measurement in measurements where measurement.kind != .font {
            text += "| \(measurement.name) | \(measurement.label) |\n"
        }
        let fonts = measurements.filter { $0.kind == .font }
        if !fonts.isEmpty {
            text += "\n| text | font |\n|---|---|\n"
            for font in fonts { text += "| \(font.name) | \(font.label) |\n" }
        }
        return text
    }
}
