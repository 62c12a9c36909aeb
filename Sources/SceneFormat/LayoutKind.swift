/// The layouts the playground can show.
public enum LayoutKind: String, CaseIterable, Sendable {
    /// UIKit's flow layout.
    case flow
    /// The WWDC 2012 stacks: one pile a section.
    case stacked
    /// Apple's CircleLayout sample: every item on a circle.
    case circle
    /// Cover flow: a row of cards turning in perspective, one centred.
    case coverflow
    /// UIKit's compositional layout: sections of groups of items, some scrolling sideways.
    case compositional
    /// The WWDC 2014 session's grid: rows of equal columns with section metrics, headers,
    /// separators and placeholders (a self-sizing table with one column).
    case grid
    /// Apple's LineLayout sample: one row, the item at the centre zoomed.
    case line

    /// Every kind's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension LayoutKind {
    /// The name options, scripts and the audit give the compositional layout shown as a list
    /// (`--layout list`): not a kind of its own, the compositional layout with its list configuration.
    public static let listLayoutName = "list"
}
