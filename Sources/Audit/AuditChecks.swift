/// Every check the audit runs, in the order of the contract's kinds.
@MainActor
package enum AuditChecks {
    /// Every check.
    package static var all: [any AuditCheck.Type] {
        [TruncatedCheck.self, ClippedCheck.self, MidWordBreakCheck.self, SmallTargetCheck.self,
         LowContrastCheck.self, OverlapCheck.self, OffscreenCheck.self, ReadingOrderCheck.self,
         MissingGlyphCheck.self]
    }

    /// What every check finds in one variant, in the order of the kinds, each kind by index path.
    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        all.flatMap { $0.findings(in: subject) }
    }
}
