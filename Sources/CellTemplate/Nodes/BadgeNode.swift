import Typography

/// A capsule with one of the item's texts in it (a count, a tag, a status).
public struct BadgeNode: Hashable, Sendable {
    /// The item key whose text it shows.
    public var bind: String
    /// The capsule's colour (the text is white on it).
    public var color: TemplateColor

    /// Creates a badge, red unless given (`systemRed`, as iOS's badges).
    public init(bind: String, color: TemplateColor = .system(.systemRed)) {
        self.bind = bind
        self.color = color
    }

    /// The space between the capsule's edges and its text, across and along.
    public static let horizontalPadding = 8.0
    /// The space above and below the text.
    public static let verticalPadding = 3.0
    /// The text style a badge's text is set in.
    public static let textStyle = TextStyle.caption1
}

