import Typography

/// A label showing one of the item's texts (`UILabel` with `adjustsFontForContentSizeCategory`).
public struct TextNode: Hashable, Sendable {
    /// The item key whose text it shows (`title`, `subtitle`, or any other key the item carries).
    public var bind: String
    /// The text style its font follows through the text sizes.
    public var style: TextStyle
    /// The weight, when not the style's own.
    public var weight: FontWeight?
    /// The text colour.
    public var color: TemplateColor
    /// The most lines it wraps to; 0: as many as the text needs (`numberOfLines`).
    public var lines: Int
    /// How its lines sit in its frame.
    public var alignment: TemplateTextAlignment

    /// Creates a text node; body text in the label colour on as many lines as needed unless given.
    public init(bind: String, style: TextStyle = .body, weight: FontWeight? = nil, color: TemplateColor = .system(.label),
                lines: Int = 0, alignment: TemplateTextAlignment = .natural) {
        self.bind = bind
        self.style = style
        self.weight = weight
        self.color = color
        self.lines = lines
        self.alignment = alignment
    }

    /// The weight it is drawn in: its own, or its style's.
    public var shownWeight: FontWeight { weight ?? style.weight }
}

/// How a text node's lines sit across its frame (`NSTextAlignment`).
public enum TemplateTextAlignment: String, CaseIterable, Hashable, Sendable {
    /// The leading edge of the text's own direction.
    case natural
    /// The layout's leading edge.
    case leading
    /// Centred.
    case center
    /// The layout's trailing edge.
    case trailing

    /// Every alignment's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
