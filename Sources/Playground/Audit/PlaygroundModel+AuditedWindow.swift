import Audit

/// The window the audit reads: the model answers what `AuditedWindow` asks, and nothing else of
/// it reaches the checks.
extension PlaygroundModel: AuditedWindow {}
