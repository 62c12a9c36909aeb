import CollectionLayout

/// `readingOrder`: where the order VoiceOver reads a section's cells in (UIKit's: by index path)
/// disagrees with the order a reader's eye follows — rows from top to bottom, each from its
/// leading edge to its trailing one (right to left in right-to-left); in content that scrolls
/// sideways, columns from the leading edge, each from top to bottom. The circle and the piles
/// are left out: a ring and a stack have no such order. One finding a section, on its first
/// cell out of place, with how many are.
enum ReadingOrderCheck: AuditCheck {
    /// The layouts whose cells have no reading order but their index paths'.
    static let orderless: Set<LayoutKind> = [.circle, .stacked]

    static func findings(in subject: AuditSubject) -> [AuditFinding] {
        guard !orderless.contains(subject.model.layoutKind) else { return [] }
        let view = subject.model.collectionView
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let sideways = view.contentSize.width > view.viewportSize.width + 0.5 && view.contentSize.height <= view.viewportSize.height + 0.5
        var findings: [AuditFinding] = []
        let sections = Dictionary(grouping: subject.cells, by: { $0.attributes.indexPath.section })
        for section in sections.keys.sorted() {
            let cells = sections[section]!.sorted { $0.attributes.indexPath < $1.attributes.indexPath }
            guard cells.count > 1 else { continue }
            let visual = visualOrder(cells.map(\.attributes.frame), rightToLeft: rightToLeft, sideways: sideways)
            // Cells whose place in the visual order is not their place in index-path order.
            let misplaced = visual.enumerated().filter { $0.offset != $0.element }.map(\.element).sorted()
            guard let first = misplaced.first else { continue }
            findings.append(subject.finding(.readingOrder, cells[first], [
                ("section", .number(Double(section))),
                ("readAt", .number(Double(first + 1))),
                ("seenAt", .number(Double((visual.firstIndex(of: first) ?? first) + 1))),
                ("outOfOrder", .number(Double(misplaced.count))),
                ("cells", .number(Double(cells.count))),
            ]))
        }
        return findings
    }

    /// The indices of `frames` in visual reading order: grouped into lines (rows, or columns when
    /// `sideways`) — a frame starts a new line when it begins past the middle of the current
    /// line's first frame — then each line ordered along it.
    static func visualOrder(_ frames: [Rect], rightToLeft: Bool, sideways: Bool) -> [Int] {
        func across(_ r: Rect) -> (Double, Double) { sideways ? (rightToLeft ? -r.maxX : r.minX, r.width) : (r.minY, r.height) }
        func along(_ r: Rect) -> Double { sideways ? r.minY : (rightToLeft ? -r.maxX : r.minX) }
        let sorted = frames.indices.sorted { lhs, rhs in
            let a = across(frames[lhs]).0, b = across(frames[rhs]).0
            return a != b ? a < b : along(frames[lhs]) < along(frames[rhs])
        }
        var lines: [[Int]] = []
        var lineEnd = -Double.infinity
        for index in sorted {
            let (start, length) = across(frames[index])
            if lines.isEmpty || start >= lineEnd {
                lines.append([index])
                lineEnd = start + length / 2
            } else {
                lines[lines.count - 1].append(index)
            }
        }
        return lines.flatMap { line in line.sorted { along(frames[$0]) < along(frames[$1]) } }
    }
}
