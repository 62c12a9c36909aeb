/// Bad input from the user (a scene, a script, an option): reported as one line, exit status 2.
public struct InputError: Error, Sendable, CustomStringConvertible {
    /// The file the problem is in, if any.
    public var file: String?
    /// Where in the file, if known.
    public var location: SourceLocation?
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String? = nil, location: SourceLocation? = nil, _ message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`, leaving out what is unknown.
    public var description: String {
        var prefix = ""
        if let file { prefix += file + ":" }
        if let location { prefix += "\(location.line):\(location.column):" }
        return prefix.isEmpty ? message : prefix + " " + message
    }
}
