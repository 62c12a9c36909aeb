import Typography

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
    /// A line just outside its edge, its corners rounded by the radius plus the line's width (the
    /// hairline that keeps a white card apart from a white page or from a card it overlaps).
    public var outline: NodeBorder?
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
    /// The text style its fixed, least and most sizes grow with (as `UIFontMetrics.scaledValue(for:)`
    /// scales a length), from the default text size (L) up; never smaller than written.
    public var scalesWith: TextStyle?
    /// The most width as a share of the cell's width (0…1; a `maxWidth` written as a percentage),
    /// held above any fixed width: a thumbnail never wider than a third of its cell.
    public var maxWidthFraction: Double?

    /// Creates a box; nothing drawn and nothing held unless given.
    public init(background: TemplateColor? = nil, cornerRadius: Double = 0, border: NodeBorder? = nil, shadow: NodeShadow? = nil,
                width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, huggingPriority: Double? = nil, compressionResistance: Double? = nil,
                outline: NodeBorder? = nil, scalesWith: TextStyle? = nil, maxWidthFraction: Double? = nil) {
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
        self.outline = outline
        self.scalesWith = scalesWith
        self.maxWidthFraction = maxWidthFraction
    }

    /// Whether a size of the box depends on the text size or the cell's width (`scalesWith`, `maxWidthFraction`).
    public var hasRelativeSizes: Bool { scalesWith != nil || maxWidthFraction != nil }

    /// The box with its relative sizes made points: its sizes multiplied by `scale` (when it scales
    /// with a text style; never below 1×), and a share of the cell's width (`cellWidth`, when known)
    /// made its most width, holding any fixed width below it too.
    public func resolvingRelativeSizes(scale: Double, cellWidth: Double?) -> NodeBox {
        var box = self
        if scalesWith != nil {
            let factor = max(1, scale)
            func scaled(_ length: Double?) -> Double? { length.map { ($0 * factor).rounded() } }
            box.width = scaled(width)
            box.height = scaled(height)
            box.minWidth = scaled(minWidth)
            box.maxWidth = scaled(maxWidth)
            box.minHeight = scaled(minHeight)
            box.maxHeight = scaled(maxHeight)
        }
        if let fraction = maxWidthFraction, let cellWidth {
            let most = max(0, cellWidth * fraction)
            box.maxWidth = min(box.maxWidth ?? most, most)
            box.width = box.width.map { min($0, most) }
        }
        return box
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

    /// The shadow's colour (`shadowColor`; its alpha multiplies the opacity): black unless given.
    public var color: TemplateColor

    /// Creates a shadow.
    public init(radius: Double, opacity: Double, offsetX: Double = 0, offsetY: Double = 0, color: TemplateColor = .system(.black)) {
        self.radius = radius
        self.opacity = opacity
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.color = color
    }
}
