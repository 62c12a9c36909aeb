/// A coarse class of the space along one axis, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Constrained space (an iPhone's width).
    case compact = 1
    /// Expansive space (an iPad's width).
    case regular = 2
}
