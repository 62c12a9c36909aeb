import AppSupport
import Audit
import Commands
import Foundation
@testable import Playground
import Testing

/// The audit read as a review: findings repeated across variants gathered into problems, in
/// text, JSON and Markdown, and a page a problem (`--sheet-per-finding`), on the planted scene
/// (three 40-point swatches, 8 variants: 3 × 8 = 24 findings, worked by hand, in 3 problems).
struct AuditGroupingTests {
    private typealias T = AuditTestSupport

    /// 24 findings, 3 groups of 8 variants each, one a swatch, in item order.
    @Test @MainActor func plantedRepeatsAreThreeGroups() throws {
        let report = try T.report(sceneText: T.plantedScene, axes: AuditAxes(categories: ["L", "AX5"], appearances: ["light", "dark"],
                                                                             directions: ["ltr", "rtl"]))
        #expect(report.variantCount == 8)
        #expect(report.findings.count == 24)
        let groups = report.groups
        #expect(groups.count == 3)
        #expect(groups.map(\.id) == ["a", "b", "c"])
        #expect(groups.allSatisfy { $0.kind == .smallTarget && $0.variants.count == 8 })
        #expect(report.headline(groups[0]) == #"smallTarget [0, 0] "a" in all 8 variants"#)
    }

    /// The text lists the problems, not the findings: a summary, two lines a problem, the count by kind.
    @Test func textListsProblems() throws {
        let result = try ProcessRunner.playground(["audit", try T.sceneFile(T.plantedScene)] + T.plantedArguments)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == """
            scene: 8 variants, 24 findings in all of them: 3 problems
            1. smallTarget [0, 0] "a" in all 8 variants
               width 40, height 40, minimum 44
            2. smallTarget [0, 1] "b" in all 8 variants
               width 40, height 40, minimum 44
            3. smallTarget [0, 2] "c" in all 8 variants
               width 40, height 40, minimum 44
            by kind: smallTarget 3 problems, 24 findings (8 variants)

            """)
    }

    /// JSON: `"groups"` beside the unchanged `"findings"`, each with its kind, id, index path, variants and evidence.
    @Test func jsonHasGroupsBesideFindings() throws {
        let result = try ProcessRunner.playground(["audit", try T.sceneFile(T.plantedScene), "--format", "json"] + T.plantedArguments)
        #expect(result.status == 1, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["findings"] as? [[String: Any]])?.count == 24)
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.count == 3)
        let first = try #require(groups.first)
        #expect(Set(first.keys) == ["kind", "id", "indexPath", "variants", "evidence"])
        #expect(first["kind"] as? String == "smallTarget" && first["id"] as? String == "a")
        #expect(first["indexPath"] as? [Int] == [0, 0])
        let variants = try #require(first["variants"] as? [[String: Any]])
        #expect(variants.count == 8)
        #expect(Set(variants.compactMap { $0["category"] as? String }) == ["L", "AX5"])
        #expect(Set(variants[0].keys) == ["category", "device", "orientation", "appearance", "direction", "layout", "pseudoLanguage", "boldText", "contrast",
                                           "reduceTransparency", "differentiateWithoutColor"])
        let evidence = try #require(first["evidence"] as? [String: Any])
        #expect(evidence["width"] as? Double == 40 && evidence["height"] as? Double == 40)
    }

    /// `--sheet-per-finding DIR`: one PNG a problem, named by number, kind and element, linked from the Markdown.
    @Test func sheetPerFindingWritesAPageAProblem() throws {
        let folder = try TestPaths.temporaryDirectory().appendingPathComponent("pages").path
        let result = try ProcessRunner.playground(["audit", try T.sceneFile(T.plantedScene), "--format", "markdown",
                                                   "--sheet-per-finding", folder] + T.plantedArguments)
        #expect(result.status == 1, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["01-smallTarget-a.png", "02-smallTarget-b.png", "03-smallTarget-c.png"])
        for name in names {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
            #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        }
        #expect(result.stdout.contains("| # | kind | element | where | evidence | page |"))
        #expect(result.stdout.contains("[page](\(folder)/01-smallTarget-a.png)"))
    }
}
