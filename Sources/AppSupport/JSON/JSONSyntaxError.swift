/// Text that is not valid JSON, with where the problem is.
public struct JSONSyntaxError: Error, Sendable {
    /// Where the parser stopped.
    public var location: SourceLocation
    /// What it expected or found.
    public var message: String
}
