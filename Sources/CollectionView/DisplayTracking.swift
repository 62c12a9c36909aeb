import CollectionLayout

/// What the collection view remembers between passes to call the display and prefetching
/// callbacks as UIKit does: the cells on screen, the items prefetched and not yet shown, and the
/// content offset of the last pass (the direction of scrolling).
struct DisplayTracking {
    /// The items whose cells are on screen, with their index paths when last seen.
    var displayed: [String: IndexPath] = [:]
    /// The items prefetched that have not come on screen yet, with their index paths.
    var prefetched: [String: IndexPath] = [:]
    /// The content offset at the last pass.
    var lastOffset: Point?
    /// The direction of the last scroll along each axis (−1, 0 or +1).
    var direction = Point.zero
    /// The layout pass and bounds of the last comparison: nothing to do while they stay.
    var checked: (generation: Int, bounds: Rect)?
}
