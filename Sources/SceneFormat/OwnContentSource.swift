/// Where own content comes from.
public enum OwnContentSource: Sendable, Equatable {
    /// A folder of pictures (`--images DIR`).
    case folder(String)
    /// A spreadsheet or JSON list of items (`--items FILE`).
    case items(String)

    /// The folder or file, as given.
    public var path: String {
        switch self {
        case .folder(let path), .items(let path): path
        }
    }
}
