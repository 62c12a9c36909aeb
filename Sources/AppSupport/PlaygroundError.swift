/// A failure that is not the user's input (a font, a display, a file that cannot be written):
/// reported as one line, exit status 1.
public struct PlaygroundError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
