/// Children drawn on top of one another, the first at the back: text over a picture.
public struct ZStackNode: Hashable, Sendable {
    /// Where each child sits in the z-stack's frame.
    public var alignment: ZStackAlignment
    /// The children, back to front.
    public var children: [CellNode]

    /// Creates a z-stack; each child fills it unless an alignment says otherwise.
    public init(alignment: ZStackAlignment = .fill, children: [CellNode]) {
        self.alignment = alignment
        self.children = children
    }
}

/// Where a z-stack's children sit: filling it (pinned to its four edges) or at its natural size at an edge or corner.
public enum ZStackAlignment: String, CaseIterable, Hashable, Sendable {
    /// Pinned to every edge.
    case fill
    /// Centred.
    case center
    /// Along the top edge, as wide as the z-stack.
    case top
    /// Along the bottom edge, as wide as the z-stack.
    case bottom
    /// Against the leading edge, centred vertically.
    case leading
    /// Against the trailing edge, centred vertically.
    case trailing
    /// In the top leading corner.
    case topLeading
    /// In the top trailing corner.
    case topTrailing
    /// In the bottom leading corner.
    case bottomLeading
    /// In the bottom trailing corner.
    case bottomTrailing

    /// Every alignment's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
