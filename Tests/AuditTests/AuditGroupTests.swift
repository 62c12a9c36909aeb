import AppSupport
import Audit
import CollectionLayout
import Testing

/// Findings gathered into problems, worked by hand on findings made up here: the same kind,
/// element and evidence (its numbers set aside) in several variants are one group; another
/// element or kind is another, and the numbers that differ are the group's ranges.
struct AuditGroupTests {
    private typealias G = AuditVariantGrid

    private func finding(_ kind: AuditFinding.Kind, item: Int, _ variant: AuditVariant, width: Double) -> AuditFinding {
        AuditFinding(kind: kind, variant: variant, indexPath: IndexPath(item: item, section: 0), id: "i\(item)",
                     frame: Rect(x: 0, y: 0, width: width, height: 40), evidence: [("width", .number(width)), ("height", .number(40))])
    }

    /// Four variants: item 0 is small (40) in all four, item 1 is 40 in two and 30 in two (one
    /// group: the width is a measurement), and item 0 is also overlapping in one: 3 groups of 4 + 4 + 1 findings.
    @Test func sameKindElementAndEvidenceAreOneGroup() {
        let variants = G.variants(categories: ["L", "AX5"], appearances: ["light"])
        var findings: [AuditFinding] = []
        for (index, variant) in variants.enumerated() {
            findings.append(finding(.smallTarget, item: 0, variant, width: 40))
            findings.append(finding(.smallTarget, item: 1, variant, width: index < 2 ? 40 : 30))
            if index == 3 { findings.append(finding(.overlap, item: 0, variant, width: 40)) }
        }
        let groups = AuditGroup.grouping(findings)
        #expect(groups.count == 3)
        #expect(groups.map(\.findings.count) == [4, 4, 1])
        #expect(groups.map(\.kind) == [.smallTarget, .smallTarget, .overlap])
        #expect(groups[0].variants == variants && groups[1].variants == variants)
        #expect(groups[1].id == "i1" && groups[1].indexPath == IndexPath(item: 1, section: 0))
        let report = AuditReport(sceneName: "Planted", variants: variants, findings: findings)
        // The width that differs is a range, the height that does not is itself.
        #expect(AuditReport.evidence(groups[1]) == "width 30–40, height 40")
        #expect(JSONWriter.write(.object(groups[1].evidence)) == JSONWriter.write(.object([("width", .array([.number(30), .number(40)])), ("height", .number(40))])))
        // L and AX5 × ltr and rtl, light only: the overlap is at AX5 in rtl.
        #expect(report.whereShown(groups[2]) == "at AX5, rtl")
        #expect(report.headline(groups[0]) == #"smallTarget [0, 0] "i0" in all 4 variants"#)
    }
}
