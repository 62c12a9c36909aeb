import AppSupport
import CollectionLayout

/// One thing the audit found wrong in one variant of a scene: what kind, where (the element and
/// its frame on screen), and the numbers that show it (contract: "Audit").
public struct AuditFinding: Sendable {
    /// The kinds of finding, as the contract spells them.
    public enum Kind: String, CaseIterable, Sendable {
        /// Text ended with "…" or was cut by its lines limit.
        case truncated
        /// Text drawn outside its cell or cut by the cell's bounds.
        case clipped
        /// A word broken between two letters without a hyphen.
        case midWordBreak
        /// A hit area under 44×44 points after transforms.
        case smallTarget
        /// Text under 4.5:1 (3:1 for large text) against what is drawn beneath it.
        case lowContrast
        /// Cells of a flow, grid or compositional layout that overlap.
        case overlap
        /// Content that cannot be scrolled into view, or sits under a device's furniture at rest.
        case offscreen
        /// Index-path order that disagrees with the visual reading order.
        case readingOrder
        /// Text with a scalar no installed face has a glyph for (drawn as an empty box).
        case missingGlyph

        /// Every kind's name, for error messages.
        public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
    }

    /// What kind of problem.
    public var kind: Kind
    /// The variant it was found in.
    public var variant: AuditVariant
    /// The element's index path.
    public var indexPath: CollectionLayout.IndexPath
    /// The cell's item id (nil for a header or footer).
    public var id: String?
    /// Where the element is drawn, in points of the variant's picture (for the sheet and the window).
    public var frame: Rect
    /// The numbers that show the problem, in order.
    public var evidence: [(String, JSONWriter.Value)]

    /// Creates a finding.
    public init(kind: Kind, variant: AuditVariant, indexPath: CollectionLayout.IndexPath, id: String?, frame: Rect,
                evidence: [(String, JSONWriter.Value)]) {
        self.kind = kind
        self.variant = variant
        self.indexPath = indexPath
        self.id = id
        self.frame = frame
        self.evidence = evidence
    }
}
