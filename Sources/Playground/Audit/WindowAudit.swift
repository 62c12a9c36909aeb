import Audit
import CollectionLayout

/// The audit of what the window shows now (key U): its findings, the state they were found for
/// (a hash of the layout, text size, appearance, direction, device and every element's frame) and
/// the content offset then, so the marks follow a scroll without the checks running again.
struct WindowAudit: Sendable {
    /// What the findings were found for.
    var key: Int
    /// The same state named cheaply, by the layout's revision rather than every element's frame: while it
    /// holds, a frame needs no look at the elements (a 100,000-item scene's every frame would).
    var revisionKey: Int
    /// The content offset (as shown) when they were found.
    var offset: Point
    /// The findings.
    var findings: [AuditFinding]
}
