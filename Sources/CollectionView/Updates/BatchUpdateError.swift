/// An update that does not add up, refused with UIKit's kind of message; nothing is changed.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, starting "invalid update:" or "attempt to …" as UIKit's do.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
