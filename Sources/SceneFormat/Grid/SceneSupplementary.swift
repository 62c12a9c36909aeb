/// One of a section's headers or footers in the grid (scene keys `headers` and `footers`): its
/// text and how it behaves while scrolling and while the section shows a placeholder.
public struct SceneSupplementary: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// Whether it pins to the top while its section scrolls under it (headers only).
    public var pinToVisibleBounds: Bool
    /// Whether it stays while the section shows a placeholder.
    public var visibleWhileShowingPlaceholder: Bool

    /// Creates a header or footer.
    public init(text: String, pinToVisibleBounds: Bool = false, visibleWhileShowingPlaceholder: Bool = false) {
        self.text = text
        self.pinToVisibleBounds = pinToVisibleBounds
        self.visibleWhileShowingPlaceholder = visibleWhileShowingPlaceholder
    }
}
