/// What a template node is: a stack or a z-stack of children, or one of the leaves.
public enum CellNodeKind: Hashable, Sendable {
    /// Children one after another along an axis (`UIStackView`).
    case stack(StackNode)
    /// Children on top of one another (text over a picture).
    case zstack(ZStackNode)
    /// A label bound to an item key (`UILabel`).
    case text(TextNode)
    /// The item's picture (`UIImageView`).
    case image(ImageNode)
    /// A capsule with a bound text.
    case badge(BadgeNode)
    /// Flexible empty space along its stack's axis, at least `minLength`.
    case spacer(minLength: Double)
    /// A hairline across its stack's axis.
    case separator

    /// The kind's name as a scene writes it.
    public var name: String {
        switch self {
        case .stack: "stack"
        case .zstack: "zstack"
        case .text: "text"
        case .image: "image"
        case .badge: "badge"
        case .spacer: "spacer"
        case .separator: "separator"
        }
    }

    /// The item key a leaf shows (`bind`), nil for stacks, spacers and separators.
    public var binding: String? {
        switch self {
        case .text(let text): text.bind
        case .image(let image): image.bind
        case .badge(let badge): badge.bind
        case .stack, .zstack, .spacer, .separator: nil
        }
    }

    /// Every kind's name, for error messages.
    public static let allNames = "stack, zstack, text, image, badge, spacer, separator"
}
