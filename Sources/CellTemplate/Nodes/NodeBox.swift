/// What any node may carry besides its kind: its look (background, corners, border, shadow),
/// the sizes it is held to, and how it competes for length in its stack (Auto Layout's
/// content-hugging and compression-resistance priorities, 1…1000).
public struct NodeBox: Hashable, Sendable {
    /// The colour behind the node.
    public var background: TemplateColor?
    /// The radius of its corners (its background, border and, for an image, its picture).
    public var cornerRadius: Double
    /// A line around it.
    public var border: NodeBorder?
    /// A shadow under it.
    public var shadow: NodeShadow?
    /// A fixed width (a required constraint).
    public var width: Double?
    /// A fixed height.
    public var height: Double?
    /// The least width.
    public var minWidth: Double?
    /// The most width.
    public var maxWidth: Double?
    /// The least height.
    public var minHeight: Double?
    /// The most height.
    public var maxHeight: Double?
    /// How strongly it refuses to grow past its natural size; nil: its kind's default.
    public var huggingPriority: Double?
    /// How strongly it refuses to shrink below its natural size; nil: its kind's default (750).
    public var compressionResistance: Double?

    /// Creates a box; nothing drawn and nothing held unless given.
    public init(background: TemplateColor? = nil, cornerRadius: Double = 0, border: NodeBorder? = nil, shadow: NodeShadow? = nil,
                width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, huggingPriority: Double? = nil, compressionResistance: Double? = nil) {
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.huggingPriority = huggingPriority
        self.compressionResistance = compressionResistance
    }

    /// A width held to the box's fixed width, or else to its least and most.
    public func constrainedWidth(_ width: Double) -> Double {
        if let fixed = self.width { return fixed }
        return Self.clamp(width, minWidth, maxWidth)
    }

    /// A height held to the box's fixed height, or else to its least and most.
    public func constrainedHeight(_ height: Double) -> Double {
        if let fixed = self.height { return fixed }
        return Self.clamp(height, minHeight, maxHeight)
    }

    private static func clamp(_ value: Double, _ least: Double?, _ most: Double?) -> Double {
        var value = value
        if let most { value = min(value, most) }
        if let least { value = max(value, least) }
        return value
    }
}

/// A line drawn around a node.
public struct NodeBorder: Hashable, Sendable {
    /// Its width in points.
    public var width: Double
    /// Its colour.
    public var color: TemplateColor

    /// Creates a border.
    public init(width: Double, color: TemplateColor) {
        self.width = width
        self.color = color
    }
}

/// A shadow under a node (`CALayer`'s `shadowRadius`, `shadowOpacity`, `shadowOffset`).
public struct NodeShadow: Hashable, Sendable {
    /// The blur radius.
    public var radius: Double
    /// The opacity, 0…1.
    public var opacity: Double
    /// The horizontal offset.
    public var offsetX: Double
    /// The vertical offset.
    public var offsetY: Double

    /// Creates a shadow.
    public init(radius: Double, opacity: Double, offsetX: Double = 0, offsetY: Double = 0) {
        self.radius = radius
        self.opacity = opacity
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}
