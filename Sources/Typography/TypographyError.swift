/// Why text could not be measured or drawn.
public enum TypographyError: Error, Equatable, CustomStringConvertible {
    /// The font file does not exist.
    case fontMissing(path: String)
    /// The font file exists but FreeType or HarfBuzz cannot read it.
    case fontUnreadable(path: String, reason: String)

    /// A one-line explanation naming the file.
    public var description: String {
        switch self {
        case .fontMissing(let path): "font file not found: \(path)"
        case .fontUnreadable(let path, let reason): "cannot read font file \(path): \(reason)"
        }
    }
}
