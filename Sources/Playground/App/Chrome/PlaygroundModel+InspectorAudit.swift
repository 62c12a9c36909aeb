import Audit
import CollectionLayout
import CollectionView
import Typography

/// The inspector's Audit tab: the findings of the state shown (found when the tab is drawn, with
/// the marks of key U on or off), a row each — the state shown is one variant, so each problem
/// is one finding — with its number, kind and element, and its whole evidence wrapped below
/// (each row as tall as its text); a click
/// on a row selects the finding, outlines it in the window and scrolls its element into view,
/// animated as `scrollToItem` scrolls.
extension PlaygroundModel {
    /// The least a finding's row is tall.
    static let auditRowHeight = 44.0

    /// The finding the Audit tab has selected (its index in `windowFindings`), if any.
    public var selectedAuditFinding: Int? { chrome.inspector.selectedFinding }

    /// The tab's title: how many findings.
    var auditTabTitle: String {
        let count = windowFindings.count
        return count == 1 ? "Audit: 1 finding" : "Audit: \(count) findings"
    }

    /// The first `count` findings' rows' texts for a row `width` points wide: the headline (kind and element) and the whole evidence, wrapped.
    private func auditRowTexts(width: Double, count: Int) -> [(headline: TextLayout, evidence: TextLayout)] {
        guard let regular = try? fonts.face(.regular), let medium = try? fonts.face(.medium) else { return [] }
        let textWidth = max(10, width - 40)
        return windowFindings.prefix(count).map { finding in
            (measurer.measure("\(finding.kind.rawValue)  \(AuditReport.element(finding))", font: medium, pointSize: 12, width: textWidth),
             measurer.measure(AuditReport.evidence(finding), font: regular, pointSize: 11, width: textWidth))
        }
    }

    /// How tall a row with `texts` is: its headline and evidence with their margins, at least `auditRowHeight`.
    private static func auditRowHeight(_ texts: (headline: TextLayout, evidence: TextLayout)) -> Double {
        max(auditRowHeight, (6 + texts.headline.height + 3 + texts.evidence.height + 8).rounded(.up))
    }

    /// The rows' frames in the list `box`, as scrolled, one a finding (the first `count`), each as tall as its text.
    func auditRowFrames(in box: Rect, count: Int) -> [Rect] {
        var y = box.minY - chrome.inspector.scroll
        return auditRowTexts(width: box.width - 20, count: count).map { texts in
            let height = Self.auditRowHeight(texts)
            defer { y += height }
            return Rect(x: box.minX + 10, y: y, width: box.width - 20, height: height)
        }
    }

    /// The row under a window point in the list `box`, if any.
    func auditRow(at point: Point, in box: Rect) -> Int? {
        guard box.contains(point) else { return nil }
        return auditRowFrames(in: box, count: windowFindings.count).firstIndex { $0.contains(point) }
    }

    /// The furthest the list of findings scrolls.
    func auditListMaximumScroll(in box: Rect) -> Double {
        let rows = auditRowFrames(in: box, count: windowFindings.count)
        return max(0, (rows.last?.maxY ?? box.minY) + chrome.inspector.scroll - box.minY - box.height)
    }

    /// Selects the finding at `index` of `windowFindings`: it is outlined in the window, and its
    /// element, unless wholly shown already, is scrolled to the middle of the collection (a cell
    /// with `scrollToItem`, a header, footer or badge to where it was found), animated.
    public func selectAuditFinding(_ index: Int) {
        let findings = windowFindings
        guard findings.indices.contains(index) else { return }
        chrome.inspector.selectFinding(index)
        let finding = findings[index]
        let visible = collectionFrame
        if finding.id != nil, collectionView.data.itemID(at: finding.indexPath) != nil {
            if let frame = windowFrame(ofItemAt: finding.indexPath), AuditSubject.isWhollyShown(frame, in: visible) { return }
            collectionView.scrollToItem(at: finding.indexPath, at: [.centeredVertically, .centeredHorizontally], animated: true)
        } else if let audit = presentation.audit {
            let frame = finding.frame.offsetBy(dx: audit.offset.x - collectionView.effectiveContentOffset.x,
                                               dy: audit.offset.y - collectionView.effectiveContentOffset.y)
            guard !AuditSubject.isWhollyShown(frame, in: visible) else { return }
            // The offset (as shown) that puts the element's centre at the collection's.
            let shown = Point(x: audit.offset.x + finding.frame.midX - visible.midX, y: audit.offset.y + finding.frame.midY - visible.midY)
            collectionView.setContentOffset(collectionView.contentOffset(forShown: shown), animated: true)
        }
    }

    /// The selected finding's element outlined and tinted where it is shown now, while the
    /// inspector's Audit tab is open (screen coordinates: called inside `drawOnDeviceScreen`).
    func drawSelectedAuditFinding(into list: inout DrawList) {
        guard chrome.inspector.isOpen, chrome.inspector.tab == .audit, let index = chrome.inspector.selectedFinding,
              let audit = presentation.audit, audit.findings.indices.contains(index) else { return }
        let finding = audit.findings[index]
        let now = collectionView.effectiveContentOffset
        let frame = finding.id != nil ? windowFrame(ofItemAt: finding.indexPath) ?? finding.frame
            : finding.frame.offsetBy(dx: audit.offset.x - now.x, dy: audit.offset.y - now.y)
        list.append(.pushClip(collectionFrame))
        list.append(.fill(frame, color: AuditBadge.markColor.withAlphaMultiplied(by: 0.25), cornerRadius: 0))
        list.append(.stroke(frame.insetBy(dx: -3, dy: -3), color: AuditBadge.markColor, width: 3))
        list.append(.popClip)
    }

    /// The Audit tab's list in `box`: a row a finding — its number on the mark's red, its kind and
    /// element, its whole evidence wrapped below — the selected one on a tinted ground; or that there are none.
    func drawAuditTab(in box: Rect, regular: FontFace, medium: FontFace, into list: inout DrawList) {
        let findings = windowFindings
        guard !findings.isEmpty else {
            drawText("No findings: nothing the audit checks is wrong in what is shown.", at: Point(x: box.minX + 14, y: box.minY),
                     width: box.width - 28, font: regular, size: 13, color: palette.secondaryLabel, into: &list)
            return
        }
        list.append(.pushClip(box))
        let texts = auditRowTexts(width: box.width - 20, count: findings.count)
        for (index, row) in auditRowFrames(in: box, count: findings.count).enumerated()
            where row.maxY >= box.minY && row.minY <= box.maxY {
            if index == chrome.inspector.selectedFinding {
                list.append(.fill(row, color: palette.controlFill, cornerRadius: 8))
            }
            let badge = Rect(x: row.minX + 4, y: row.minY + 5, width: 26, height: 18)
            list.append(.fill(badge, color: AuditBadge.markColor, cornerRadius: 9))
            drawCentred("\(index + 1)", in: badge, font: medium, size: 11, color: Color(hex: 0xFFFFFF), into: &list)
            let (headline, evidence) = texts[index]
            for run in headline.glyphRuns(at: Point(x: row.minX + 36, y: row.minY + 6), color: palette.label) { list.append(.text(run)) }
            for run in evidence.glyphRuns(at: Point(x: row.minX + 36, y: row.minY + 6 + headline.height + 3), color: palette.secondaryLabel) {
                list.append(.text(run))
            }
            // A hairline between rows.
            if index + 1 < findings.count, index != chrome.inspector.selectedFinding {
                list.append(.fill(Rect(x: row.minX + 36, y: row.maxY - 0.5, width: row.width - 36, height: 0.5), color: palette.separator, cornerRadius: 0))
            }
        }
        list.append(.popClip)
    }
}
