/// What `export` made: a whole Swift file, and what of the layout it could not express
/// (one line each, also in the file's header comment).
public struct ExportedSource: Sendable {
    /// The Swift file.
    public var text: String
    /// What the chosen framework cannot express, one sentence each.
    public var unexpressed: [String]

    /// A file and what it could not express.
    public init(text: String, unexpressed: [String]) {
        self.text = text
        self.unexpressed = unexpressed
    }
}
