/// The weights of the bundled Inter family.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    /// Inter Regular.
    case regular
    /// Inter Medium.
    case medium
    /// Inter SemiBold.
    case semibold
    /// Inter Bold.
    case bold

    /// The weight drawn in its place with the accessibility setting Bold Text on, as iOS steps a text
    /// style's weight up (body's regular to semibold, headline's semibold to bold); the bundled
    /// family has nothing heavier than bold, so bold stays.
    public var withBoldText: FontWeight {
        switch self {
        case .regular: .semibold
        case .medium, .semibold, .bold: .bold
        }
    }

    /// The bundled file holding this weight, in the fonts folder.
    public var fileName: String {
        switch self {
        case .regular: "Inter-Regular.otf"
        case .medium: "Inter-Medium.otf"
        case .semibold: "Inter-SemiBold.otf"
        case .bold: "Inter-Bold.otf"
        }
    }
}
