/// The layouts the playground can show.
public enum LayoutKind: String, CaseIterable, Sendable {
    /// UIKit's flow layout.
    case flow
    /// Apple's CircleLayout sample: every item on a circle.
    case circle

    /// Every kind's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
