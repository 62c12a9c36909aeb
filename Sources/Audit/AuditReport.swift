import AppSupport

/// The audit's findings as the user reads them (`--format`): `text`, one line a finding and a
/// count by kind; `json`, the contract's `{"variants", "findings"}`; `markdown`, a summary and a
/// table, with the sheet's picture when one was written. Findings are numbered in this order,
/// the numbers the sheet's outlines carry.
public struct AuditReport: Sendable {
    /// The output formats.
    public enum Format: String, CaseIterable, Sendable {
        /// One line a finding.
        case text
        /// The contract's JSON.
        case json
        /// A Markdown summary and table.
        case markdown
    }

    /// The scene's name.
    public var sceneName: String
    /// How many variants were audited.
    public var variantCount: Int
    /// Every finding, in variant order, then kind, then index path.
    public var findings: [AuditFinding]
    /// The sheet written with the report, if any (its path as given).
    public var sheetPath: String?

    /// Creates a report.
    public init(sceneName: String, variantCount: Int, findings: [AuditFinding], sheetPath: String? = nil) {
        self.sceneName = sceneName
        self.variantCount = variantCount
        self.findings = findings
        self.sheetPath = sheetPath
    }

    /// The report in `format`.
    public func formatted(_ format: Format) -> String {
        switch format {
        case .text: text
        case .json: JSONWriter.write(json) + "\n"
        case .markdown: markdown
        }
    }

    /// A finding's element: `[0, 3] "id"`.
    package static func element(_ finding: AuditFinding) -> String {
        "[\(finding.indexPath.section), \(finding.indexPath.item)]" + (finding.id.map { " \"\($0)\"" } ?? "")
    }

    /// A finding's evidence on one line: `linesShown 2, linesNeeded 4`.
    package static func evidence(_ finding: AuditFinding) -> String {
        finding.evidence.map { name, value in "\(name) \(plain(value))" }.joined(separator: ", ")
    }

    private static func plain(_ value: JSONWriter.Value) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .array(let values): "[" + values.map(plain).joined(separator: ", ") + "]"
        default: JSONWriter.write(value)
        }
    }

    /// How many findings of each kind, in the contract's order of kinds.
    private var counts: [(kind: AuditFinding.Kind, count: Int, variants: Int)] {
        AuditFinding.Kind.allCases.compactMap { kind in
            let some = findings.filter { $0.kind == kind }
            return some.isEmpty ? nil : (kind, some.count, Set(some.map(\.variant)).count)
        }
    }

    private var summary: String {
        let variants = Set(findings.map(\.variant)).count
        let audited = "\(sceneName): \(variantCount) variant\(variantCount == 1 ? "" : "s")"
        return findings.isEmpty ? "\(audited), nothing found"
            : "\(audited), \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(variants == variantCount ? "all" : "\(variants)") of them"
    }

    private var text: String {
        var lines = [summary]
        for (number, finding) in findings.enumerated() {
            lines.append("\(number + 1). \(finding.kind.rawValue)  \(finding.variant.label)  \(Self.element(finding))  \(Self.evidence(finding))")
        }
        if !findings.isEmpty {
            lines.append("by kind: " + counts.map { "\($0.kind.rawValue) \($0.count) (\($0.variants) variant\($0.variants == 1 ? "" : "s"))" }
                .joined(separator: ", "))
        }
        if let sheetPath { lines.append("sheet: \(sheetPath)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private var json: JSONWriter.Value {
        .object([("variants", .number(Double(variantCount))), ("findings", .array(findings.map { finding in
            .object([("kind", .string(finding.kind.rawValue)), ("variant", finding.variant.json),
                     ("indexPath", .array([.number(Double(finding.indexPath.section)), .number(Double(finding.indexPath.item))])),
                     ("id", finding.id.map { .string($0) } ?? .null), ("evidence", .object(finding.evidence))])
        }))])
    }

    private var markdown: String {
        var lines = ["# Layout audit: \(sceneName)", "", summary + ".", ""]
        if !findings.isEmpty {
            lines += ["| kind | findings | variants |", "|---|---:|---:|"]
            lines += counts.map { "| `\($0.kind.rawValue)` | \($0.count) | \($0.variants) |" }
            lines += ["", "| # | kind | variant | element | evidence |", "|---:|---|---|---|---|"]
            for (number, finding) in findings.enumerated() {
                let cells = [String(number + 1), "`\(finding.kind.rawValue)`", finding.variant.label, Self.element(finding), Self.evidence(finding)]
                lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        if let sheetPath { lines += ["![The variants with findings, each finding outlined and numbered](\(sheetPath))", ""] }
        return lines.joined(separator: "\n")
    }
}
