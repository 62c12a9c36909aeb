import AppSupport
import CollectionLayout

/// One problem the audit found: the findings of one kind on one element (same index path and
/// id) with the same evidence, gathered across the variants they appear in (contract: the audit
/// JSON's `"groups"`). Groups keep the order of their first finding in the report.
public struct AuditGroup: Sendable {
    /// What kind of problem.
    public var kind: AuditFinding.Kind
    /// The element's index path.
    public var indexPath: CollectionLayout.IndexPath
    /// The cell's item id (nil for a header or footer).
    public var id: String?
    /// The numbers that show the problem, the same in every variant of the group.
    public var evidence: [(String, JSONWriter.Value)]
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
                groups.append(AuditGroup(kind: finding.kind, indexPath: finding.indexPath, id: finding.id,
                                         evidence: finding.evidence, findings: [finding]))
            }
        }
        return groups
    }

    /// What makes two findings one problem.
    private struct Key: Hashable {
        var kind: AuditFinding.Kind
        var indexPath: CollectionLayout.IndexPath
        var id: String?
        /// The evidence written as JSON (in its order).
        var evidence: String

        init(_ finding: AuditFinding) {
            kind = finding.kind
            indexPath = finding.indexPath
            id = finding.id
            evidence = JSONWriter.write(.object(finding.evidence))
        }
    }
}
