import CellTemplate
import CollectionLayout

/// The redlines of a template cell: each stack's padding at its four edges and the spacing
/// between its neighbouring children, as laid out (so a gap `equalSpacing` widened shows its
/// real size), in content points; named by the node's path (`cell 0.1 padding top`).
package enum TemplateRedlines {
    /// The measurements of `layout`, a cell at `origin` (content points), laid out `direction`.
    package static func measure(_ layout: TemplateLayout, origin: Point, direction: LayoutDirection) -> [RedlineMeasurement] {
        var result: [RedlineMeasurement] = []
        let byPath = Dictionary(layout.nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func add(_ kind: RedlineMeasurement.Kind, _ name: String, from: Point, to: Point, vertical: Bool) {
            // In the cell's coordinates, drawn in the content's.
            let start = Point(x: origin.x + from.x, y: origin.y + from.y), end = Point(x: origin.x + to.x, y: origin.y + to.y)
            if let measurement = RedlineMeasurement.distance(kind, name, from: start, to: end, vertical: vertical) { result.append(measurement) }
        }
        let rightToLeft = direction == .rightToLeft
        for placed in layout.nodes {
            guard case .stack(let stack) = placed.node.kind else { continue }
            let frame = placed.frame, name = "cell \(placed.path.description.isEmpty ? "root" : placed.path.description)"
            let padding = stack.padding
            // The paddings, a little in from the corner they start at.
            add(.inset, "\(name) padding top", from: Point(x: frame.minX + 6, y: frame.minY), to: Point(x: frame.minX + 6, y: frame.minY + padding.top),
                vertical: true)
            add(.inset, "\(name) padding bottom", from: Point(x: frame.maxX - 6, y: frame.maxY - padding.bottom),
                to: Point(x: frame.maxX - 6, y: frame.maxY), vertical: true)
            let leftInset = rightToLeft ? padding.trailing : padding.leading, rightInset = rightToLeft ? padding.leading : padding.trailing
            add(.inset, "\(name) padding \(rightToLeft ? "trailing" : "leading")", from: Point(x: frame.minX, y: frame.maxY - 6),
                to: Point(x: frame.minX + leftInset, y: frame.maxY - 6), vertical: false)
            add(.inset, "\(name) padding \(rightToLeft ? "leading" : "trailing")", from: Point(x: frame.maxX - rightInset, y: frame.minY + 6),
                to: Point(x: frame.maxX, y: frame.minY + 6), vertical: false)
            // The spacing between each shown child and the next.
            let children = stack.children.indices.compactMap { byPath[placed.path.child($0)] }
            let axis = placed.stackAxis ?? stack.axis
            for (before, after) in zip(children, children.dropFirst()) {
                let between = "\(name) spacing \(before.path.indices.last ?? 0)–\(after.path.indices.last ?? 0)"
                let a = before.frame, b = after.frame
                if axis == .vertical {
                    let x = min(a.minX, b.minX) + 10
                    add(.spacing, between, from: Point(x: x, y: a.maxY), to: Point(x: x, y: b.minY), vertical: true)
                } else {
                    let y = min(a.midY, b.midY)
                    let (left, right) = rightToLeft ? (b, a) : (a, b)
                    add(.spacing, between, from: Point(x: left.maxX, y: y), to: Point(x: right.minX, y: y), vertical: false)
                }
            }
        }
        return result
    }
}
