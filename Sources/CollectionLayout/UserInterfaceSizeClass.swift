/// A coarse class of the space along one axis, as UIKit's `UIUserInterfaceSizeClass`: an
/// iPhone upright is compact wide and regular tall, on its side compact both ways (a Max's
/// width regular); an iPad, full screen, regular both ways.
public enum UserInterfaceSizeClass: String, CaseIterable, Hashable, Sendable {
    /// Constrained space (an iPhone's width).
    case compact
    /// Expansive space (an iPad's width and height).
    case regular

    /// Every size class's name, quoted, for error messages.
    public static var allNames: String { allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}
