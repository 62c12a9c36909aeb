import CollectionLayout

/// A bare layout context with item counts and bounds only: the layout workloads measure the
/// layout, not data handling.
final class CountedCollection: LayoutContext {
    private let counts: [Int]
    private var currentBounds: Rect

    init(counts: [Int], bounds: Rect) {
        self.counts = counts
        currentBounds = bounds
    }

    var bounds: Rect { currentBounds }
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }

    /// Moves the visible bounds.
    func scroll(to origin: Point) {
        currentBounds.origin = origin
    }
}
