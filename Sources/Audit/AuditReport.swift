import AppSupport
import CollectionLayout
import Foundation

/// The audit's findings as the user reads them (`--format`): `text`, a problem (`AuditGroup`) at a
/// time with where it shows and its evidence, and a count by kind; `json`, the contract's
/// `{"variants", "findings", "groups"}`; `markdown`, a summary and a table of problems, with the
/// sheet's picture when one was written. Problems are numbered in this order, the numbers the
/// sheet's outlines and pages carry.
public struct AuditReport: Sendable {
    /// The output formats.
    public enum Format: String, CaseIterable, Sendable {
        /// A problem at a time.
        case text
        /// The contract's JSON.
        case json
        /// A Markdown summary and table of problems.
        case markdown
    }

    /// The scene's name.
    public var sceneName: String
    /// The variants audited, in order.
    public var variants: [AuditVariant]
    /// Every finding, in variant order, then kind, then index path.
    public var findings: [AuditFinding]
    /// The sheet written with the report, if any (its path as given).
    public var sheetPath: String?
    /// The pages written with `--sheet-per-finding`, one a group in group order (their paths).
    public var pagePaths: [String] = []

    /// How many variants were audited.
    public var variantCount: Int { variants.count }

    /// The findings gathered into problems, numbered from 1 in this order (the numbers the
    /// sheet's badges and pages carry).
    public var groups: [AuditGroup] { AuditGroup.grouping(findings) }

    /// Creates a report.
    public init(sceneName: String, variants: [AuditVariant], findings: [AuditFinding], sheetPath: String? = nil) {
        self.sceneName = sceneName
        self.variants = variants
        self.findings = findings
        self.sheetPath = sheetPath
    }

    /// Where a group shows, said against the variants audited: "at AX3–AX5, both directions".
    public func whereShown(_ group: AuditGroup) -> String {
        AuditVariantSummary.describe(group.variants, among: variants)
    }

    /// A group on one line: `midWordBreak [0, 3] "id" at AX3–AX5, both directions (6 variants)`.
    public func headline(_ group: AuditGroup) -> String {
        let shown = whereShown(group)
        let count = group.variants.count
        return "\(group.kind.rawValue) \(Self.element(group.indexPath, id: group.id))" + (shown.isEmpty ? "" : " \(shown)")
            + (variants.count > 1 && count < Set(variants).count ? " (\(count) variant\(count == 1 ? "" : "s"))" : "")
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
        element(finding.indexPath, id: finding.id)
    }

    /// An element by index path and id: `[0, 3] "id"`.
    package static func element(_ indexPath: CollectionLayout.IndexPath, id: String?) -> String {
        "[\(indexPath.section), \(indexPath.item)]" + (id.map { " \"\($0)\"" } ?? "")
    }

    /// A finding's evidence on one line: `linesShown 2, linesNeeded 4`.
    package static func evidence(_ finding: AuditFinding) -> String {
        evidence(finding.evidence)
    }

    /// Evidence on one line: `linesShown 2, linesNeeded 4`.
    package static func evidence(_ evidence: [(String, JSONWriter.Value)]) -> String {
        evidence.map { name, value in "\(name) \(plain(value))" }.joined(separator: ", ")
    }

    /// A group's evidence on one line: a value that differs between its variants as a range of
    /// numbers (`linesShown 1–2`) or its first word and how many others (`word "Donaudampf|schiff" (and 2 other values)`).
    package static func evidence(_ group: AuditGroup) -> String {
        let first = group.findings.first?.evidence ?? []
        return group.evidence.enumerated().map { index, entry in
            guard case .array(let values) = entry.1, index < first.count, JSONWriter.write(first[index].1) != JSONWriter.write(entry.1) else {
                return "\(entry.0) \(plain(entry.1))"
            }
            let numbers = values.compactMap { value -> Double? in if case .number(let number) = value { number } else { nil } }
            if numbers.count == values.count, let low = numbers.first, let high = numbers.last {
                return "\(entry.0) \(JSONWriter.write(.number(low)))–\(JSONWriter.write(.number(high)))"
            }
            return "\(entry.0) \(plain(values[0])) (and \(counted(values.count - 1, "other value")))"
        }.joined(separator: ", ")
    }

    private static func plain(_ value: JSONWriter.Value) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .array(let values): "[" + values.map(plain).joined(separator: ", ") + "]"
        default: JSONWriter.write(value)
        }
    }

    /// How many problems and findings of each kind, in the contract's order of kinds, and in how many variants.
    private func counts(_ groups: [AuditGroup]) -> [(kind: AuditFinding.Kind, problems: Int, findings: Int, variants: Int)] {
        AuditFinding.Kind.allCases.compactMap { kind in
            let some = findings.filter { $0.kind == kind }
            return some.isEmpty ? nil : (kind, groups.filter { $0.kind == kind }.count, some.count, Set(some.map(\.variant)).count)
        }
    }

    private func summary(_ groups: [AuditGroup]) -> String {
        let shown = Set(findings.map(\.variant)).count
        let audited = "\(sceneName): \(variantCount) variant\(variantCount == 1 ? "" : "s")"
        return findings.isEmpty ? "\(audited), nothing found"
            : "\(audited), \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(shown == variantCount ? "all" : "\(shown)") of them: "
            + "\(groups.count) problem\(groups.count == 1 ? "" : "s")"
    }

    private func plural(_ count: Int, _ word: String) -> String { Self.counted(count, word) }

    /// `count` and `word`, with an "s" unless one.
    private static func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    private var text: String {
        let groups = groups
        var lines = [summary(groups)]
        for (number, group) in groups.enumerated() {
            lines.append("\(number + 1). \(headline(group))")
            lines.append("   \(Self.evidence(group))")
        }
        if !findings.isEmpty {
            lines.append("by kind: " + counts(groups).map {
                "\($0.kind.rawValue) \(plural($0.problems, "problem")), \(plural($0.findings, "finding")) (\(plural($0.variants, "variant")))"
            }.joined(separator: "; "))
        }
        if let sheetPath { lines.append("sheet: \(sheetPath)") }
        if let first = pagePaths.first {
            let folder = (first as NSString).deletingLastPathComponent
            lines.append("pages: \(plural(pagePaths.count, "page")) in \(folder.isEmpty ? "." : folder)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func indexPathJSON(_ indexPath: CollectionLayout.IndexPath) -> JSONWriter.Value {
        .array([.number(Double(indexPath.section)), .number(Double(indexPath.item))])
    }

    private var json: JSONWriter.Value {
        .object([("variants", .number(Double(variantCount))), ("findings", .array(findings.map { finding in
            .object([("kind", .string(finding.kind.rawValue)), ("variant", finding.variant.json),
                     ("indexPath", indexPathJSON(finding.indexPath)),
                     ("id", finding.id.map { .string($0) } ?? .null), ("evidence", .object(finding.evidence))])
        })), ("groups", .array(groups.map { group in
            .object([("kind", .string(group.kind.rawValue)), ("id", group.id.map { .string($0) } ?? .null),
                     ("indexPath", indexPathJSON(group.indexPath)), ("variants", .array(group.variants.map(\.json))),
                     ("evidence", .object(group.evidence))])
        }))])
    }

    private var markdown: String {
        let groups = groups
        var lines = ["# Layout audit: \(sceneName)", "", summary(groups) + ".", ""]
        if !findings.isEmpty {
            lines += ["| kind | problems | findings | variants |", "|---|---:|---:|---:|"]
            lines += counts(groups).map { "| `\($0.kind.rawValue)` | \($0.problems) | \($0.findings) | \($0.variants) |" }
            let paged = pagePaths.count == groups.count
            lines += ["", "| # | kind | element | where | evidence |" + (paged ? " page |" : ""),
                      "|---:|---|---|---|---|" + (paged ? "---|" : "")]
            for (number, group) in groups.enumerated() {
                var cells = [String(number + 1), "`\(group.kind.rawValue)`", Self.element(group.indexPath, id: group.id),
                             whereShown(group) + " (\(plural(group.variants.count, "variant")))", Self.evidence(group)]
                if paged { cells.append("[page](\(pagePaths[number]))") }
                lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        if let sheetPath { lines += ["![The variants with findings, each problem outlined and numbered](\(sheetPath))", ""] }
        return lines.joined(separator: "\n")
    }
}
