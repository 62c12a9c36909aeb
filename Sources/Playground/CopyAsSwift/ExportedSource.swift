/// What `export` made: a whole Swift file, and what of the layout it could not express
/// (one line each, also in the file's header comment).
public struct ExportedSource: Sendable {
    /// The Swift file.
    public var text: String
    /// What the chosen framework cannot express, one sentence each.
    public var unexpressed: [String]
    /// The file without the scene's cell (nil: the scene has no cell template): the layout alone,
    /// which the proof runs on the product's `UIKit` module (it has no views to build a cell from).
    public var layoutText: String?

    /// A file and what it could not express.
    public init(text: String, unexpressed: [String], layoutText: String? = nil) {
        self.text = text
        self.unexpressed = unexpressed
        self.layoutText = layoutText
    }
}
