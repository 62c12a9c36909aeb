/// How a card shows its item (contract.md "Pictures", scene key `cardStyle` on an item, a
/// section or the scene): text alone, or with its picture in one of four arrangements.
public enum CardStyle: String, CaseIterable, Sendable {
    /// Today's card: the accent edge, the title and the subtitle (the picture, if any, is not shown).
    case text
    /// The picture fills the cell; no text.
    case photo
    /// The picture above, the title and subtitle below it (a film poster, a book, an album).
    case poster
    /// The picture fills the cell; the title and subtitle sit on a legible scrim at its foot (App Store's Today cards).
    case overlay
    /// A leading square picture beside the text (a table row's artwork).
    case thumbnail

    /// Whether a cell of this style shows its picture.
    public var showsPicture: Bool { self != .text }

    /// Every style's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
