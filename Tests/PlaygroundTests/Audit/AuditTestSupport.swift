import Audit
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// What the audit's tests share: a scene written to a file and audited over a few variants.
@MainActor
enum AuditTestSupport {
    /// The report of scene JSON `text` over `axes` (default: L, light, ltr only).
    static func report(sceneText text: String, axes: AuditAxes = AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"]),
                       size: Size? = nil) throws -> AuditReport {
        let path = try sceneFile(text)
        var options = ViewOptions(scenePath: path, size: size, fontsDirectory: TestPaths.fonts)
        options.size = size
        return try AuditCommand.audit(options, axes: axes, scene: try options.loadScene())
    }

    /// Scene JSON `text` written to a fresh folder: its path.
    nonisolated static func sceneFile(_ text: String) throws -> String {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The planted scene: three 40 × 40 swatches, "a", "b" and "c" — each a small target (40 < 44)
    /// and nothing else — and the axes that show it in 8 variants (L, AX5 × light, dark × ltr, rtl).
    nonisolated static let plantedScene = AuditSceneTexts.flow(width: 40, height: 40, items: ["a", "b", "c"].map(AuditSceneTexts.swatch))
    /// The planted scene's axes as `audit`'s options.
    nonisolated static let plantedArguments = ["--categories", "L,AX5", "--appearances", "light,dark", "--directions", "ltr,rtl"]

    /// The findings of `kind` in a report.
    static func findings(_ report: AuditReport, _ kind: AuditFinding.Kind) -> [AuditFinding] {
        report.findings.filter { $0.kind == kind }
    }

    /// An evidence value as a number.
    static func number(_ finding: AuditFinding, _ name: String) -> Double? {
        guard let value = finding.evidence.first(where: { $0.0 == name })?.1, case .number(let number) = value else { return nil }
        return number
    }
}
