import Audit
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The window's audit (key U, the command palette's "Audit"): the findings of the state shown,
/// found again whenever the layout, text size, appearance, direction, device or any element's
/// frame changes (every cell measured first, as the headless audit measures them), each
/// outlined in red with its number at its element's top-left corner.
extension PlaygroundModel {
    /// Whether the audit's findings are marked over the collection.
    public package(set) var showsAudit: Bool {
        get { presentation.showsAudit }
        set { presentation.setShowsAudit(newValue) }
    }

    /// The findings of the state shown now (found again only when it changed).
    public var windowFindings: [AuditFinding] {
        let revisionKey = auditRevisionKey
        if let audit = presentation.audit, audit.revisionKey == revisionKey { return audit.findings }
        // A layout pass that left every element where it was (a self-sizing pass that changed nothing) finds the same.
        let key = auditKey
        if var audit = presentation.audit, audit.key == key {
            audit.revisionKey = revisionKey
            presentation.keepAudit(audit)
            return audit.findings
        }
        // The checks draw the frame themselves (which asks for the findings again: none then):
        // without the marks or overlays, at its own pixel scale after.
        guard !presentation.isFindingAudit else { return [] }
        // Every cell as it shows once scrolled to (self-sized, not at its estimate), as the
        // headless audit judges it; the findings are kept for the state measured.
        collectionView.measureEveryItem()
        // While elements move (a change animating; the cells just measured taking their places)
        // the frame drawn is not yet the state's, and while the content scrolls (cover flow's
        // frames change with every offset) each frame would find them again: the last findings
        // stand until it all rests.
        if collectionView.isAnimating || collectionView.isDragging { return presentation.audit?.findings ?? [] }
        let scale = presentation.pixelScale
        let shows = presentation.beginFindingAudit()
        let findings = AuditChecks.findings(in: AuditSubject(variant: shownVariant, window: self))
        presentation.endFindingAudit(showingMarks: shows)
        setPixelScale(scale)
        presentation.keepAudit(WindowAudit(key: auditKey, revisionKey: auditRevisionKey, offset: collectionView.effectiveContentOffset,
                                         findings: findings))
        return findings
    }

    /// The variant the window shows.
    var shownVariant: AuditVariant {
        AuditVariant(category: presentation.category.rawValue, device: presentation.device?.name, orientation: presentation.device == nil ? nil : presentation.orientation.rawValue,
                     appearance: presentation.appearance.rawValue, direction: collectionView.effectiveUserInterfaceLayoutDirection.rawValue,
                     layout: presentation.showsList ? LayoutKind.listLayoutName : presentation.layoutKind.rawValue,
                     pseudoLanguage: pseudoLanguage.rawValue, boldText: fonts.boldText, contrast: accessibility.contrast.rawValue,
                     reduceTransparency: accessibility.reduceTransparency, differentiateWithoutColor: accessibility.differentiateWithoutColor)
    }

    /// What the findings depend on, named by the layout's revision: it changes whenever `auditKey` may.
    private var auditRevisionKey: Int {
        var hasher = auditHasher()
        hasher.combine(collectionView.layoutRevision)
        return hasher.finalize()
    }

    /// What the findings depend on.
    private var auditKey: Int {
        var hasher = auditHasher()
        for attributes in collectionView.allAttributes() {
            hasher.combine(attributes.indexPath)
            hasher.combine(attributes.frame)
            hasher.combine(attributes.transform3D)
            hasher.combine(attributes.alpha)
        }
        return hasher.finalize()
    }

    /// A hasher that has seen what both keys share: the variant shown, the window's size and the collection's frame.
    private func auditHasher() -> Hasher {
        var hasher = Hasher()
        hasher.combine(shownVariant)
        hasher.combine(presentation.windowSize.width)
        hasher.combine(presentation.windowSize.height)
        hasher.combine(collectionFrame)
        return hasher
    }

    /// Each finding outlined and numbered where its element is shown now (screen coordinates:
    /// called inside `drawOnDeviceScreen`).
    func drawAuditFindings(into list: inout DrawList) {
        let findings = windowFindings
        guard let audit = presentation.audit, let face = try? fonts.face(.bold) else { return }
        let now = collectionView.effectiveContentOffset
        let mark = AuditBadge.markColor
        var badges: [Rect: Int] = [:]
        for (index, finding) in findings.enumerated() {
            let frame = finding.id != nil ? windowFrame(ofItemAt: finding.indexPath) ?? finding.frame
                : finding.frame.offsetBy(dx: audit.offset.x - now.x, dy: audit.offset.y - now.y)
            guard frame.maxY > collectionFrame.minY, frame.minY < collectionFrame.maxY else { continue }
            list.append(.stroke(frame.insetBy(dx: -1, dy: -1), color: mark, width: 2))
            let text = measurer.measure("\(index + 1)", font: face, pointSize: 11)
            let stacked = badges[frame, default: 0]
            badges[frame] = stacked + 1
            let badge = AuditBadge.frame(on: frame, stacked: stacked, side: max(18, text.width + 8),
                                         rightToLeft: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft, within: collectionFrame)
            list.append(.fill(badge, color: mark, cornerRadius: 9))
            for run in text.glyphRuns(at: Point(x: badge.midX - text.width / 2, y: badge.midY - text.height / 2), color: Color(hex: 0xFFFFFF)) {
                list.append(.text(run))
            }
        }
    }
}
