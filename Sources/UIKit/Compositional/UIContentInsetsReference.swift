/// What a section's content insets are measured from, as UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice (the safe area for a compositional section).
    case automatic = 0
    /// The collection view's edges.
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide.
    case readableContent = 4
}
