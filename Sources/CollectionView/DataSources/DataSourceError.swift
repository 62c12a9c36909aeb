/// A request a data source refuses (an illegal load-state transition, a segment that does not
/// exist, a child that already has a parent); nothing is changed.
public struct DataSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
