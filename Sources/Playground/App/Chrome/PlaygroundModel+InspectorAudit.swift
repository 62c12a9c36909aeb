import Audit
import CollectionLayout
import CollectionView
import Typography

/// The inspector's Audit tab: the findings of the state shown (found when the tab is drawn, with
/// the marks of key U on or off), a row each with its number, kind, element and evidence; a click
/// on a row selects the finding, outlines it in the window and scrolls its element into view,
/// animated as `scrollToItem` scrolls.
extension PlaygroundModel {
    /// How tall a finding's row is.
    static let auditRowHeight = 44.0

    /// The finding the Audit tab has selected (its index in `windowFindings`), if any.
    public var selectedAuditFinding: Int? { chrome.inspector.selectedFinding }

    /// The tab's title: how many findings.
    var auditTabTitle: String {
        let count = windowFindings.count
        return count == 1 ? "Audit: 1 finding" : "Audit: \(count) findings"
    }

    /// The rows' frames in the list `box`, as scrolled, one a finding.
    func auditRowFrames(in box: Rect, count: Int) -> [Rect] {
        (0..<count).map { index in
            Rect(x: box.minX + 10, y: box.minY - chrome.inspector.scroll + Double(index) * Self.auditRowHeight,
                 width: box.width - 20, height: Self.auditRowHeight)
        }
    }

    /// The row under a window point in the list `box`, if any.
    func auditRow(at point: Point, in box: Rect) -> Int? {
        guard box.contains(point) else { return nil }
        return auditRowFrames(in: box, count: windowFindings.count).firstIndex { $0.contains(point) }
    }

    /// The furthest the list of findings scrolls.
    func auditListMaximumScroll(in box: Rect) -> Double {
        max(0, Double(windowFindings.count) * Self.auditRowHeight - box.height)
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
    /// element, its evidence below — the selected one on a tinted ground; or that there are none.
    func drawAuditTab(in box: Rect, regular: FontFace, medium: FontFace, into list: inout DrawList) {
        let findings = windowFindings
        guard !findings.isEmpty else {
            drawText("No findings: nothing the audit checks is wrong in what is shown.", at: Point(x: box.minX + 14, y: box.minY),
                     width: box.width - 28, font: regular, size: 13, color: palette.secondaryLabel, into: &list)
            return
        }
        list.append(.pushClip(box))
        for (index, row) in auditRowFrames(in: box, count: findings.count).enumerated()
            where row.maxY >= box.minY && row.minY <= box.maxY {
            let finding = findings[index]
            if index == chrome.inspector.selectedFinding {
                list.append(.fill(row, color: palette.controlFill, cornerRadius: 8))
            }
            let badge = Rect(x: row.minX + 4, y: row.minY + 5, width: 26, height: 18)
            list.append(.fill(badge, color: AuditBadge.markColor, cornerRadius: 9))
            drawCentred("\(index + 1)", in: badge, font: medium, size: 11, color: Color(hex: 0xFFFFFF), into: &list)
            drawText("\(finding.kind.rawValue)  \(AuditReport.element(finding))", at: Point(x: row.minX + 36, y: row.minY + 6),
                     width: row.width - 40, font: medium, size: 12, color: palette.label, maxLines: 1, into: &list)
            drawText(AuditReport.evidence(finding), at: Point(x: row.minX + 36, y: row.minY + 24), width: row.width - 40,
                     font: regular, size: 11, color: palette.secondaryLabel, maxLines: 1, into: &list)
        }
        list.append(.popClip)
    }
}
