/// One kind of check the audit runs on each variant (a file of its own for each).
@MainActor
package protocol AuditCheck {
    /// What the check finds in one variant.
    static func findings(in subject: AuditSubject) -> [AuditFinding]
}
