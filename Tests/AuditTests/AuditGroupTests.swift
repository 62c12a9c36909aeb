import AppSupport
import Audit
import CollectionLayout
import Testing

/// Findings gathered into problems, worked by hand on findings made up here: the same kind,
/// element and evidence in several variants are one group; another evidence, element or kind is another.
struct AuditGroupTests {
    private typealias G = AuditVariantGrid

    private func finding(_ kind: AuditFinding.Kind, item: Int, _ variant: AuditVariant, width: Double) -> AuditFinding {
        AuditFinding(kind: kind, variant: variant, indexPath: IndexPath(item: item, section: 0), id: "i\(item)",
                     frame: Rect(x: 0, y: 0, width: width, height: 40), evidence: [("width", .number(width)), ("height", .number(40))])
    }

    /// Four variants: item 0 is small (40) in all four, item 1 is 40 in two and 30 in two (two
    /// groups), and item 0 is also overlapping in one: 1 + 2 + 1 = 4 groups of 4 + 2 + 2 + 1 findings.
    @Test func sameKindElementAndEvidenceAreOneGroup() {
        let variants = G.variants(categories: ["L", "AX5"], appearances: ["light"])
        var findings: [AuditFinding] = []
        for (index, variant) in variants.enumerated() {
            findings.append(finding(.smallTarget, item: 0, variant, width: 40))
            findings.append(finding(.smallTarget, item: 1, variant, width: index < 2 ? 40 : 30))
            if index == 3 { findings.append(finding(.overlap, item: 0, variant, width: 40)) }
        }
        let groups = AuditGroup.grouping(findings)
        #expect(groups.count == 4)
        #expect(groups.map(\.findings.count) == [4, 2, 2, 1])
        #expect(groups.map(\.kind) == [.smallTarget, .smallTarget, .smallTarget, .overlap])
        #expect(groups[0].variants == variants)
        #expect(groups[1].variants == Array(variants[0..<2]) && groups[2].variants == Array(variants[2..<4]))
        #expect(groups[2].id == "i1" && groups[2].indexPath == IndexPath(item: 1, section: 0))
        let report = AuditReport(sceneName: "Planted", variants: variants, findings: findings)
        // L and AX5 × ltr and rtl, light only: item 1's 40 is at both text sizes audited, in ltr only.
        #expect(report.whereShown(groups[1]) == "at both text sizes, ltr")
        #expect(report.headline(groups[0]) == #"smallTarget [0, 0] "i0" in all 4 variants"#)
    }
}
