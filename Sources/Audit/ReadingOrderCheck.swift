import CollectionLayout
import SceneFormat

/// `readingOrder`: where the order VoiceOver reads a section's cells in (UIKit's: by index path)
/// disagrees with the order a reader's eye follows. Two cells side by side (their spans down the
/// page overlap) are seen leading first — left first, right first in right-to-left; otherwise the
/// upper one is seen first. Where the content scrolls sideways (the whole view, or a section's
/// band) the axes swap: cells in one column are seen top first, columns leading first. Each cell
/// is compared with the eight read after it; a cell seen before one read earlier is out of place.
/// The circle and the piles are left out: a ring and a stack have no such order. One finding a
/// section, on its first cell out of place, with how many are.
package enum ReadingOrderCheck: AuditCheck {
    /// The layouts whose cells have no reading order but their index paths'.
    package static let orderless: Set<LayoutKind> = [.circle, .stacked]
    /// How many cells read later each cell is compared with.
    package static let reach = 8

    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        guard !orderless.contains(subject.window.shownLayout) else { return [] }
        let view = subject.window.collectionView
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let sidewaysView = view.contentSize.width > view.viewportSize.width + 0.5 && view.contentSize.height <= view.viewportSize.height + 0.5
        let bands = view.layout as? any OrthogonalScrollingLayout
        let sidewaysBands = bands.map { $0.orthogonalScrollDirection == .horizontal ? Set($0.orthogonallyScrollingSections) : [] } ?? []
        var findings: [AuditFinding] = []
        let sections = Dictionary(grouping: subject.cells, by: { $0.attributes.indexPath.section })
        for section in sections.keys.sorted() {
            let cells = sections[section]!.sorted { $0.attributes.indexPath < $1.attributes.indexPath }
            let sideways = sidewaysView || sidewaysBands.contains(section)
            var misplaced: [(read: Int, before: Int)] = []
            for later in cells.indices {
                // The first cell read earlier (within reach) that this one is seen before.
                if let earlier = cells.indices[max(0, later - reach)..<later].first(where: {
                    seenBefore(cells[later].attributes.frame, cells[$0].attributes.frame, rightToLeft: rightToLeft, sideways: sideways)
                }) {
                    misplaced.append((later, earlier))
                }
            }
            guard let first = misplaced.first else { continue }
            let earlier = cells[first.before].attributes.indexPath
            findings.append(subject.finding(.readingOrder, cells[first.read], [
                ("seenBefore", .array([.number(Double(earlier.section)), .number(Double(earlier.item))])),
                ("seenBeforeID", cells[first.before].id.map { .string($0) } ?? .null),
                ("outOfOrder", .number(Double(misplaced.count))),
                ("cells", .number(Double(cells.count))),
            ]))
        }
        return findings
    }

    /// Whether a reader sees `a` before `b`: side by side (spans across the reading direction
    /// overlapping by more than half a point), the leading one; else the one above (in
    /// `sideways` content: in one column, the upper one; else the leading column).
    package static func seenBefore(_ a: Rect, _ b: Rect, rightToLeft: Bool, sideways: Bool) -> Bool {
        let leading = rightToLeft ? a.maxX > b.maxX + 0.5 && a.midX > b.midX : a.minX < b.minX - 0.5 && a.midX < b.midX
        let above = a.minY < b.minY - 0.5 && a.midY < b.midY
        if sideways {
            let sameColumn = min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0.5
            return sameColumn ? above : leading
        }
        let sameRow = min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0.5
        return sameRow ? leading : above
    }
}
