/// A stack's arrangement, with `UIStackView`'s names and meanings.
public struct StackNode: Hashable, Sendable {
    /// The axis its children follow one another along.
    public var axis: StackAxis
    /// The space between adjacent children (a minimum for `equalSpacing` and `equalCentering`).
    public var spacing: Double
    /// How children are placed across the axis.
    public var alignment: StackAlignment
    /// How children share the length along the axis.
    public var distribution: StackDistribution
    /// The margins around the children (`directionalLayoutMargins` with `isLayoutMarginsRelativeArrangement`).
    public var padding: DirectionalInsets
    /// The axis at the accessibility text sizes (AX1–AX5), when it differs: a row that becomes a
    /// column, as Apple recommends for Dynamic Type.
    public var axisAtAccessibilitySizes: StackAxis?
    /// The arranged children, in order.
    public var children: [CellNode]

    /// Creates a stack; UIStackView's defaults unless given (except the axis, vertical).
    public init(axis: StackAxis = .vertical, spacing: Double = 0, alignment: StackAlignment = .fill,
                distribution: StackDistribution = .fill, padding: DirectionalInsets = .zero,
                axisAtAccessibilitySizes: StackAxis? = nil, children: [CellNode]) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.padding = padding
        self.axisAtAccessibilitySizes = axisAtAccessibilitySizes
        self.children = children
    }
}

/// A stack's axis (`NSLayoutConstraint.Axis`).
public enum StackAxis: String, CaseIterable, Hashable, Sendable {
    /// Children side by side, leading to trailing.
    case horizontal
    /// Children one below another, top to bottom.
    case vertical
}

/// How a stack places children across its axis (`UIStackView.Alignment`).
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
    /// Each child as wide (tall, in a row) as the stack.
    case fill
    /// Against the leading edge (the top, in a row).
    case leading
    /// Centred.
    case center
    /// Against the trailing edge (the bottom, in a row).
    case trailing
    /// A row's children with their first lines' baselines on one line.
    case firstBaseline

    /// Every alignment's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// How a stack shares its length among its children (`UIStackView.Distribution`).
public enum StackDistribution: String, CaseIterable, Hashable, Sendable {
    /// Children at their natural lengths; the one that hugs least stretches, the one that resists
    /// compression least shrinks (the later of equals).
    case fill
    /// Every child the same length.
    case fillEqually
    /// Lengths in proportion to the children's natural lengths.
    case fillProportionally
    /// Natural lengths, the space left shared equally between them.
    case equalSpacing
    /// Natural lengths, their centres equally far apart.
    case equalCentering

    /// Every distribution's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
