/// The dimensions along which an element sizes itself — those its layout only estimates — as
/// UIKit's compositional layout tells a cell which of its fitting priorities are required.
public struct SelfSizingAxes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates the set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The width is estimated: the element asks for its natural width.
    public static let width = SelfSizingAxes(rawValue: 1)
    /// The height is estimated: the element asks for the height its content needs at its width.
    public static let height = SelfSizingAxes(rawValue: 2)
}
