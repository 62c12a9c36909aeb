import CollectionLayout
import SceneFormat

/// `overlap`: two cells of a flow, grid or compositional layout (a list too) whose frames overlap
/// by more than half a point each way — in piles, cover flow, the circle and the line the
/// overlap is the design, and is not looked for. One finding a pair, on the later cell.
package enum OverlapCheck: AuditCheck {
    /// The layouts whose cells should never overlap.
    package static let layouts: Set<LayoutKind> = [.flow, .grid, .compositional]

    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        guard layouts.contains(subject.window.shownLayout) else { return [] }
        // A sweep down the content: each cell against the ones above it that reach its top.
        let cells = subject.cells.sorted { $0.attributes.frame.minY < $1.attributes.frame.minY }
        var findings: [AuditFinding] = []
        var open: [AuditSubject.Element] = []
        for cell in cells {
            let frame = cell.attributes.frame
            open.removeAll { $0.attributes.frame.maxY <= frame.minY + 0.5 }
            for other in open {
                let a = other.attributes.frame
                let shared = Size(width: min(a.maxX, frame.maxX) - max(a.minX, frame.minX),
                                  height: min(a.maxY, frame.maxY) - max(a.minY, frame.minY))
                guard shared.width > 0.5, shared.height > 0.5 else { continue }
                let (first, second) = other.attributes.indexPath < cell.attributes.indexPath ? (other, cell) : (cell, other)
                findings.append(subject.finding(.overlap, second, [
                    ("with", .array([.number(Double(first.attributes.indexPath.section)), .number(Double(first.attributes.indexPath.item))])),
                    ("withID", first.id.map { .string($0) } ?? .null),
                    ("width", .number(shared.width)), ("height", .number(shared.height)),
                ]))
            }
            open.append(cell)
        }
        return findings.sorted { $0.indexPath < $1.indexPath }
    }
}
