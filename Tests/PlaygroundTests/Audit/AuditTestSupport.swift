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
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, size: size, fontsDirectory: TestPaths.fonts)
        options.size = size
        return try AuditCommand.audit(options, axes: axes, scene: try options.loadScene())
    }

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
