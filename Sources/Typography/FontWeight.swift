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
