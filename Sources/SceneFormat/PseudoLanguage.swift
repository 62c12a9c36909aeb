/// Xcode's scheme pseudo-languages (scene key `pseudoLanguage`, `--pseudo-language`): how every
/// text the scene shows is turned before it is measured and drawn, to check a screen for longer,
/// taller and clipped strings and for a mirrored layout before it is translated. The designer's
/// own text is never changed: the scene file and Save keep it as written.
public enum PseudoLanguage: String, CaseIterable, Sendable {
    /// The text as written.
    case none
    /// Every string twice as long, as Xcode's Double-Length Pseudolanguage: "Title" → "Title Title".
    case doubleLength
    /// Each ASCII letter an accented form of it (`PseudoLanguage.accents`), as Xcode's Accented
    /// Pseudolanguage: "Settings" → "Šéťťîñĝš" — taller glyphs, marks above the cap height.
    case accented
    /// Every string between "[# " and " #]", as Xcode's Bounded String Pseudolanguage, so a cut end shows.
    case bounded
    /// Xcode's Right-to-Left Pseudolanguage: the layout mirrored, the text left in Latin.
    case rightToLeft

    /// Every pseudo-language's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The name the window shows: "Double length", "Accented", …
    public var title: String {
        switch self {
        case .none: "None"
        case .doubleLength: "Double length"
        case .accented: "Accented"
        case .bounded: "Bounded"
        case .rightToLeft: "Right to left"
        }
    }

    /// Whether the layout direction becomes right to left (`rightToLeft`).
    public var mirrorsLayout: Bool { self == .rightToLeft }

    /// Whether it changes the strings (every one but `none` and `rightToLeft`).
    public var changesText: Bool { self == .doubleLength || self == .accented || self == .bounded }

    /// `text` as this pseudo-language shows it; an empty string stays empty.
    public func apply(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .none, .rightToLeft: return text
        case .doubleLength: return text + " " + text
        case .bounded: return "[# " + text + " #]"
        case .accented:
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars { scalars.append(Self.accented(scalar)) }
            return String(scalars)
        }
    }
}
