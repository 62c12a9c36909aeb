/// Spacing around an item, outside its frame, as UIKit's `NSCollectionLayoutEdgeSpacing`.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Before the item along x.
    public var leading: LayoutSpacing?
    /// Above the item.
    public var top: LayoutSpacing?
    /// After the item along x.
    public var trailing: LayoutSpacing?
    /// Below the item.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; a nil edge has none.
    public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the item along an axis (leading or top).
    func start(_ axis: LayoutAxis) -> LayoutSpacing? { axis == .horizontal ? leading : top }

    /// The spacing after the item along an axis (trailing or bottom).
    func end(_ axis: LayoutAxis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
