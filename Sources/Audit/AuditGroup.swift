import AppSupport
import Foundation
import CollectionLayout

/// One problem the audit found: the findings of one kind on one element (same index path and
/// id) with the same evidence once what the variant changes is set aside — its measurements (the
/// numbers) and where a word was cut (the "|") — gathered across the variants they appear in
/// (contract: the audit JSON's `"groups"`). Groups keep the order of their first finding.
public struct AuditGroup: Sendable {
    /// What kind of problem.
    public var kind: AuditFinding.Kind
    /// The element's index path.
    public var indexPath: CollectionLayout.IndexPath
    /// The cell's item id (nil for a header or footer).
    public var id: String?
    /// The numbers that show the problem: a value the same in every variant as it is, one that
    /// differs as the array of its values (numbers from least to most, words in report order).
    public var evidence: [(String, JSONWriter.Value)] {
        guard let first = findings.first else { return [] }
        return first.evidence.enumerated().map { index, entry in
            var values: [JSONWriter.Value] = []
            var seen = Set<String>()
            for finding in findings where finding.evidence.indices.contains(index) {
                let value = finding.evidence[index].1
                if seen.insert(JSONWriter.write(value)).inserted { values.append(value) }
            }
            guard values.count > 1 else { return entry }
            let numbers = values.compactMap { value -> Double? in if case .number(let number) = value { number } else { nil } }
            return (entry.0, .array(numbers.count == values.count ? numbers.sorted().map { .number($0) } : values))
        }
    }
    /// The findings gathered, in report order (one a variant, unless a check found the same twice in one).
    public var findings: [AuditFinding]

    /// The variants the problem appears in, in report order, each once.
    public var variants: [AuditVariant] {
        var seen = Set<AuditVariant>()
        return findings.map(\.variant).filter { seen.insert($0).inserted }
    }

    /// `findings` gathered into groups: same kind, index path, id and evidence (whatever the variant).
    public static func grouping(_ findings: [AuditFinding]) -> [AuditGroup] {
        var groups: [AuditGroup] = []
        var indexByKey: [Key: Int] = [:]
        for finding in findings {
            let key = Key(finding)
            if let index = indexByKey[key] {
                groups[index].findings.append(finding)
            } else {
                indexByKey[key] = groups.count
                groups.append(AuditGroup(kind: finding.kind, indexPath: finding.indexPath, id: finding.id, findings: [finding]))
            }
        }
        return groups
    }

    /// What makes two findings one problem.
    private struct Key: Hashable {
        var kind: AuditFinding.Kind
        var indexPath: CollectionLayout.IndexPath
        var id: String?
        /// The evidence's names and its words without the cut, in order (its numbers set aside).
        var evidence: [String]

        init(_ finding: AuditFinding) {
            kind = finding.kind
            indexPath = finding.indexPath
            id = finding.id
            evidence = finding.evidence.map { name, value in
                if case .number = value { return name }
                return name + "=" + JSONWriter.write(value).replacingOccurrences(of: "|", with: "")
            }
        }
    }
}
